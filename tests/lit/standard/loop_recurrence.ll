; A[i] = A[i-1] + 1: the load of iteration i reads what the store of iteration i-1
; wrote. Exactly one loop-carried edge: store -> next iteration's load, through a
; header phi. Within an iteration the load and store touch different elements.
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s
; RUN: csarules edges --mode standard --json %s | filecheck %s --check-prefix=JSON

define void @recurrence(ptr noalias %A, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %im1 = add nsw i64 %i, -1
  %src = getelementptr inbounds i32, ptr %A, i64 %im1
  %v = load i32, ptr %src, align 4
  %w = add nsw i32 %v, 1
  %dst = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 %w, ptr %dst, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: define void @recurrence(
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i64
; CHECK-NEXT:    [[CARRIED:%csa.p[0-9]+]] = phi i1 [ %csa.entry, %entry ], [ [[ST:%csa.o[0-9]+]], %loop ]
; CHECK-NOT:     phi i1
; CHECK:         call void @llvm.csa.inord(i1 [[CARRIED]])
; CHECK-NEXT:    %v = load i32, ptr %src, align 4
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 %w, ptr %dst, align 4
; CHECK-NEXT:    [[ST]] = call i1 @llvm.csa.outord()

; One carried pair, from the store (line 18) to the load (line 15), by loop %loop.
; JSON:      "emitted": [
; JSON-NOT:  "released"
; JSON:      "line": 18,
; JSON-NEXT: "text": "store i32 %w, ptr %dst, align 4"
; JSON:      "line": 15,
; JSON-NEXT: "text": "%v = load i32, ptr %src, align 4"
; JSON:      "carried_by": "loop",
; JSON-NEXT: "rule": "location"
