; The loop of carried_apart_by_trip_count.ll with 9 iterations (j + 1 != 9, last_iteration
; 8): the load of iteration 8 reads A[8], which the store of iteration 0 wrote. The
; distance 8 is within the trip count, so the store -> load pair stays ordered across
; iterations (the trip-count bound is not off by one).
; RUN: rm -rf %t && csarules facts %s -o %t
; RUN: FileCheck --check-prefix=FACT %s < %t/last_iteration.facts
; RUN: csarules edges %s | FileCheck %s

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
  %done = icmp eq i64 %j.next, 9
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; FACT: 14 8
; CHECK-LABEL: @row (standard)
; CHECK:       edge 19 -> 16 [carried by %loop] %v = load float
