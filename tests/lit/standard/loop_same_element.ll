; A[i] = A[i] * 3 needs no loop-carried edge: iteration i only touches A[i]. The
; store waits for the load of its own iteration only.
; A[i+1] = A[i] * 3 needs exactly one: the store of iteration i writes what the
; load of iteration i+1 reads.
; RUN: csarules edges --mode standard %s | filecheck %s

define void @same(ptr noalias %A, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %A, i64 %i
  %v = load i32, ptr %p, align 4
  %w = mul nsw i32 %v, 3
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @next(ptr noalias %A, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %A, i64 %i
  %v = load i32, ptr %p, align 4
  %w = mul nsw i32 %v, 3
  %i.next = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds i32, ptr %A, i64 %i.next
  store i32 %w, ptr %q, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: @same (standard): {{[0-9]+}} required, 3 emitted, 0 released
; CHECK-NEXT:    edge 7 -> 14 %v = load i32, ptr %p, align 4
; CHECK-NEXT:    edge 14 -> 16 store i32 %w, ptr %p, align 4
; CHECK-NEXT:    edge 16 -> 22 ret void
; CHECK-LABEL: @next (standard): {{[0-9]+}} required, 4 emitted, 0 released
; CHECK-NEXT:    edge 25 -> 36 store i32 %w, ptr %q, align 4
; CHECK-NEXT:    edge 32 -> 41 ret void
; CHECK-NEXT:    edge 36 -> 32 [carried by %loop] %v = load i32, ptr %p, align 4
; CHECK-NEXT:    edge 36 -> 41 ret void
