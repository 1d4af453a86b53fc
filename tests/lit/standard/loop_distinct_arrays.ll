; A[i] = B[i] over distinct arrays: no loop-carried edge, so no token phi.
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s

define void @copy(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %src = getelementptr inbounds i32, ptr %B, i64 %i
  %v = load i32, ptr %src, align 4
  %dst = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 %v, ptr %dst, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: define void @copy(
; CHECK:       loop:
; CHECK-NOT:     phi i1
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %v = load i32, ptr %src, align 4
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 %v, ptr %dst, align 4
; CHECK:       exit:
