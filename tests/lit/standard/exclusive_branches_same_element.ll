; A store to a[i] on one side of a branch and a load of a[i] on the other never meet:
; within an iteration only one side runs, and across iterations the index differs
; (distance 0). LLVM's DependenceAnalysis says "consistent flow [0|<]" for this pair
; (it ignores the branch); csarules leaves it unordered (TSVC s161 at -O1 has it).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules why %s 21 26 | FileCheck --check-prefix=WHY %s

define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %vb = load float, ptr %pb
  %neg = fcmp olt float %vb, 0.0
  br i1 %neg, label %other, label %one

one:
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  store float %vb, ptr %pa
  br label %latch

other:
  %qa = getelementptr inbounds float, ptr %a, i64 %i
  %va = load float, ptr %qa
  %i1 = add nuw nsw i64 %i, 1
  %pc = getelementptr inbounds float, ptr %c, i64 %i1
  store float %va, ptr %pc
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK-NOT:   edge 21 -> 26
; CHECK-NOT:   edge 26 -> 21
; CHECK:       edge 21 -> 38 ret void
; CHECK-NOT:   edge 21 -> 26
; CHECK-NOT:   edge 26 -> 21
; WHY: Line 26 (load of %qa) does not wait for line 21 (store to %pa) of an earlier iteration of loop %loop: the two never access the same bytes across iterations
