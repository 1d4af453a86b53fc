; `omnipotent char` aliases everything: the char store is ordered with the int and the
; float store (within an iteration and across), which are not ordered with each other.
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'omnipotent_char.c'
source_filename = "omnipotent_char.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @mark(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %15, %9 ]
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = trunc nuw nsw i64 %10 to i32
  store i32 %12, ptr %11, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %1, i64 %10
  store float 1.000000e+00, ptr %13, align 4, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %2, i64 %10
  store i8 0, ptr %14, align 1, !tbaa !11
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %7
  br i1 %16, label %8, label %9, !llvm.loop !12
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}

; CHECK-LABEL: @mark (standard)
; CHECK-NEXT:  edge 26 -> 30 store i8 0
; CHECK-NEXT:  edge 28 -> 30 store i8 0
; CHECK-NEXT:  edge 30 -> 20 ret void
; CHECK-NEXT:  edge 30 -> 26 [carried by %9] store i32
; CHECK-NEXT:  edge 30 -> 28 [carried by %9] store float
; CHECK-NOT:   edge
