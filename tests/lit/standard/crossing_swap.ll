; for (i = 0, j = n-1; i < j; ++i, --j) swap(A[i], A[j]), rotated: the loop runs another
; iteration only while i.next < j.next, so an earlier iteration's A[i] lies below and its
; A[j] above everything a later iteration touches. No loop-carried edge; within one
; iteration the two stores stay ordered (the first iteration is not covered by the test).
; RUN: csarules edges --mode standard %s | filecheck %s
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s --check-prefix=IR

define void @swap_ends(ptr %A, i64 %n) {
entry:
  %last = add nsw i64 %n, -1
  %guard = icmp sgt i64 %last, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ %last, %entry ], [ %j.next, %loop ]
  %pi = getelementptr inbounds i32, ptr %A, i64 %i
  %vi = load i32, ptr %pi, align 4
  %pj = getelementptr inbounds i32, ptr %A, i64 %j
  %vj = load i32, ptr %pj, align 4
  store i32 %vj, ptr %pi, align 4
  store i32 %vi, ptr %pj, align 4
  %i.next = add nuw nsw i64 %i, 1
  %j.next = add nsw i64 %j, -1
  %more = icmp slt i64 %i.next, %j.next
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK:     @swap_ends (standard):
; CHECK-NOT: carried by
; CHECK:     edge{{ +}}21 -> 22{{ +}}store i32 %vi, ptr %pj
; CHECK-NOT: carried by

; IR:       loop:
; IR-NOT:     phi i1
; IR:       exit:
