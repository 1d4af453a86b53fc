; TBAA (TypeBasedAA): under C's strict aliasing an int store and float accesses never
; touch the same bytes, so the int store waits for no float access and no float access
; waits for it, within an iteration or across iterations.
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'tbaa_int_float.c'
source_filename = "tbaa_int_float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %15, %8 ]
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = trunc nuw nsw i64 %9 to i32
  store i32 %11, ptr %10, align 4, !tbaa !5
  %12 = getelementptr inbounds float, ptr %1, i64 %9
  %13 = load float, ptr %12, align 4, !tbaa !9
  %14 = fmul float %13, 2.000000e+00
  store float %14, ptr %12, align 4, !tbaa !9
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %7, label %8, !llvm.loop !11
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}

; CHECK-LABEL: @scale (standard): 8 required, 5 emitted
; CHECK-NEXT:  edge 12 -> 27 store i32
; CHECK-NEXT:  edge 12 -> 29 %13 = load float
; CHECK-NEXT:  edge 27 -> 21 ret void
; CHECK-NEXT:  edge 29 -> 31 store float
; CHECK-NEXT:  edge 31 -> 21 ret void
; CHECK-NOT:   carried
