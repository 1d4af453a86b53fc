; A scope without llvm.experimental.noalias.scope.decl holds within one iteration; across
; iterations only inside a loop the vectoriser made (llvm.loop.isvectorized), whose
; run-time check stands before it. Here the loop is not marked (say the versioned loop was
; unrolled into an outer loop that runs the check every iteration): the store to %a and
; the load of %b are apart within an iteration, but the carried edge stays. With the mark
; (@marked) it goes too.
; RUN: csarules edges %s | FileCheck %s

define void @unmarked(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %v = load float, ptr %pb, align 4, !alias.scope !3, !noalias !4
  store float %v, ptr %pa, align 4, !alias.scope !4, !noalias !3
  %next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @marked(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %v = load float, ptr %pb, align 4, !alias.scope !3, !noalias !4
  store float %v, ptr %pa, align 4, !alias.scope !4, !noalias !3
  %next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !5

exit:
  ret void
}

!0 = distinct !{!0, !"versioning"}
!1 = distinct !{!1, !0}
!2 = distinct !{!2, !0}
!3 = !{!1}
!4 = !{!2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.isvectorized", i32 1}

; CHECK-LABEL: @unmarked (standard)
; CHECK-NOT:   edge 17 -> 18 store
; CHECK:       edge 17 -> 18 [carried by %loop] store float
; CHECK-NOT:   edge 17 -> 18 store
; CHECK:       edge 18 -> 17 [carried by %loop] %v = load float
; CHECK-LABEL: @marked (standard)
; CHECK-NOT:   carried
