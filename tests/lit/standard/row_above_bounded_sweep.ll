; Rows of 8 floats: A[8] (row 1, column 0) read before a loop that writes row 0's
; A[1..7] (i = 1 .. 7: the latch leaves when i + 1 == 8, last_iteration 6). The stores
; move up from byte 4 but end at byte 32, where the load begins: they never meet
; (stays_below with the trip count; TSVC s233's bb[k][0] against bb[j][i], j < k).
; @one_more runs to i = 8 and its last store writes A[8]: that pair stays ordered.
; RUN: csarules edges %s | FileCheck %s

define float @row(ptr noalias %A, ptr noalias %B) {
entry:
  %p8 = getelementptr inbounds float, ptr %A, i64 8
  %a8 = load float, ptr %p8, align 4
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  store float 1.0, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 8
  br i1 %done, label %exit, label %loop

exit:
  ret float %a8
}

define float @one_more(ptr noalias %A, ptr noalias %B) {
entry:
  %p8 = getelementptr inbounds float, ptr %A, i64 8
  %a8 = load float, ptr %p8, align 4
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  store float 1.0, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 9
  br i1 %done, label %exit, label %loop

exit:
  ret float %a8
}

; CHECK-LABEL: @row (standard)
; CHECK-NOT:   edge 11 -> 17
; CHECK:       edge 11 -> 23 ret float %a8
; CHECK-NOT:   edge 11 -> 17
; CHECK-LABEL: @one_more (standard)
; CHECK:       edge 29 -> 35 store float 1.0
