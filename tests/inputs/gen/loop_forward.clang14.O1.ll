; ModuleID = 'loop_forward.c'
source_filename = "loop_forward.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @forward(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = add i32 %1, -1
  %6 = zext i32 %5 to i64
  %7 = load i32, i32* %0, align 4
  br label %9

8:                                                ; preds = %9, %2
  ret void

9:                                                ; preds = %4, %9
  %10 = phi i32 [ %7, %4 ], [ %15, %9 ]
  %11 = phi i64 [ 0, %4 ], [ %13, %9 ]
  %12 = phi i64 [ 1, %4 ], [ %17, %9 ]
  %13 = add nuw nsw i64 %11, 1
  %14 = mul nsw i32 %10, 3
  %15 = add nsw i32 %14, 1
  %16 = getelementptr inbounds i32, i32* %0, i64 %12
  store i32 %15, i32* %16, align 4, !tbaa !5
  %17 = add nuw nsw i64 %12, 1
  %18 = icmp eq i64 %13, %6
  br i1 %18, label %8, label %9, !llvm.loop !9
}

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
