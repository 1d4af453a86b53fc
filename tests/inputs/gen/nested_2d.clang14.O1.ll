; ModuleID = 'nested_2d.c'
source_filename = "nested_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @row_sums(i32* nocapture noundef writeonly %0, i32* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = sext i32 %3 to i64
  %9 = zext i32 %2 to i64
  %10 = zext i32 %3 to i64
  br label %11

11:                                               ; preds = %6, %16
  %12 = phi i64 [ 0, %6 ], [ %19, %16 ]
  br i1 %7, label %13, label %16

13:                                               ; preds = %11
  %14 = mul nsw i64 %12, %8
  br label %21

15:                                               ; preds = %16, %4
  ret void

16:                                               ; preds = %21, %11
  %17 = phi i32 [ 0, %11 ], [ %27, %21 ]
  %18 = getelementptr inbounds i32, i32* %0, i64 %12
  store i32 %17, i32* %18, align 4, !tbaa !5
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, %9
  br i1 %20, label %15, label %11, !llvm.loop !9

21:                                               ; preds = %13, %21
  %22 = phi i64 [ 0, %13 ], [ %28, %21 ]
  %23 = phi i32 [ 0, %13 ], [ %27, %21 ]
  %24 = add nsw i64 %22, %14
  %25 = getelementptr inbounds i32, i32* %1, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = add nsw i32 %26, %23
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp eq i64 %28, %10
  br i1 %29, label %16, label %21, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @add_rows(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = sext i32 %2 to i64
  %8 = sext i32 %2 to i64
  %9 = zext i32 %1 to i64
  %10 = zext i32 %2 to i64
  br label %11

11:                                               ; preds = %5, %18
  %12 = phi i64 [ 1, %5 ], [ %19, %18 ]
  br i1 %6, label %13, label %18

13:                                               ; preds = %11
  %14 = add nsw i64 %12, -1
  %15 = mul nsw i64 %14, %7
  %16 = mul nsw i64 %12, %8
  br label %21

17:                                               ; preds = %18, %3
  ret void

18:                                               ; preds = %21, %11
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, %9
  br i1 %20, label %17, label %11, !llvm.loop !13

21:                                               ; preds = %13, %21
  %22 = phi i64 [ 0, %13 ], [ %30, %21 ]
  %23 = add nsw i64 %22, %15
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = add nsw i64 %22, %16
  %27 = getelementptr inbounds i32, i32* %0, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !5
  %29 = add nsw i32 %28, %25
  store i32 %29, i32* %27, align 4, !tbaa !5
  %30 = add nuw nsw i64 %22, 1
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %18, label %21, !llvm.loop !14
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
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
