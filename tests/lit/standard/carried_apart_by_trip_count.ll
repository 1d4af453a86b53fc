; Rows of 8 floats: the load of A[j] and the store to A[j + 8] in a loop over j < 8
; (one row of TSVC s1119's aa[i][j] = aa[i-1][j] + bb[i][j]). The store of iteration j
; writes what the load of iteration j + 8 would read, but the loop's latch test
; (j + 1 != 8) ends it after iteration 7 (last_iteration 7): the pair never meets, in
; one iteration or across iterations. LLVM's DependenceAnalysis says `none` too.
; carried_trip_count_reaches.ll is the same loop with 9 iterations, where it meets.
; RUN: rm -rf %t && csarules facts %s -o %t
; RUN: FileCheck --check-prefix=FACT %s < %t/last_iteration.facts
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules why %s 22 19 | FileCheck --check-prefix=WHY %s

define void @row(ptr noalias %A) {
entry:
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %src = getelementptr inbounds float, ptr %A, i64 %j
  %v = load float, ptr %src, align 4
  %j8 = add nuw nsw i64 %j, 8
  %dst = getelementptr inbounds float, ptr %A, i64 %j8
  store float %v, ptr %dst, align 4
  %j.next = add nuw nsw i64 %j, 1
  %done = icmp eq i64 %j.next, 8
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; FACT: 17 7
; CHECK-LABEL: @row (standard)
; CHECK-NOT:   edge 19 -> 22
; CHECK-NOT:   edge 22 -> 19
; CHECK:       edge 22 -> 28 ret void
; CHECK-NOT:   edge 19 -> 22
; CHECK-NOT:   edge 22 -> 19
; WHY: Line 19 (load of %src) does not wait for line 22 (store to %dst) of an earlier iteration of loop %loop: the two never access the same bytes across iterations
; WHY: carried_disjoint(22, 19, 17):
; WHY: carried_affine(22, 19, 17, 4, -32, 4, 4)
; WHY: !carried_overlap(22, 19, 17) holds
