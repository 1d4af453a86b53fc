; ModuleID = 'histogram.c'
source_filename = "histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @histogram(i32* nocapture noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = add nsw i64 %6, -1
  %8 = and i64 %6, 3
  %9 = icmp ult i64 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %6, 4294967292
  br label %28

12:                                               ; preds = %28, %5
  %13 = phi i64 [ 0, %5 ], [ %58, %28 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %24, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %25, %15 ], [ 0, %12 ]
  %18 = getelementptr inbounds i32, i32* %1, i64 %16
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, i32* %0, i64 %20
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %21, align 4, !tbaa !5
  %24 = add nuw nsw i64 %16, 1
  %25 = add i64 %17, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %27, label %15, !llvm.loop !9

27:                                               ; preds = %12, %15, %3
  ret void

28:                                               ; preds = %28, %10
  %29 = phi i64 [ 0, %10 ], [ %58, %28 ]
  %30 = phi i64 [ 0, %10 ], [ %59, %28 ]
  %31 = getelementptr inbounds i32, i32* %1, i64 %29
  %32 = load i32, i32* %31, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %0, i64 %33
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %34, align 4, !tbaa !5
  %37 = or i64 %29, 1
  %38 = getelementptr inbounds i32, i32* %1, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %0, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %41, align 4, !tbaa !5
  %44 = or i64 %29, 2
  %45 = getelementptr inbounds i32, i32* %1, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %0, i64 %47
  %49 = load i32, i32* %48, align 4, !tbaa !5
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %48, align 4, !tbaa !5
  %51 = or i64 %29, 3
  %52 = getelementptr inbounds i32, i32* %1, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !5
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, i32* %0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %55, align 4, !tbaa !5
  %58 = add nuw nsw i64 %29, 4
  %59 = add i64 %30, 4
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %12, label %28, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scatter(i32* nocapture noundef writeonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %4
  %7 = zext i32 %3 to i64
  %8 = add nsw i64 %7, -1
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %6
  %12 = and i64 %7, 4294967292
  br label %29

13:                                               ; preds = %29, %6
  %14 = phi i64 [ 0, %6 ], [ %59, %29 ]
  %15 = icmp eq i64 %9, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %13, %16
  %17 = phi i64 [ %25, %16 ], [ %14, %13 ]
  %18 = phi i64 [ %26, %16 ], [ 0, %13 ]
  %19 = getelementptr inbounds i32, i32* %1, i64 %17
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, i32* %2, i64 %17
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  store i32 %20, i32* %24, align 4, !tbaa !5
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %18, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %28, label %16, !llvm.loop !13

28:                                               ; preds = %13, %16, %4
  ret void

29:                                               ; preds = %29, %11
  %30 = phi i64 [ 0, %11 ], [ %59, %29 ]
  %31 = phi i64 [ 0, %11 ], [ %60, %29 ]
  %32 = getelementptr inbounds i32, i32* %1, i64 %30
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = getelementptr inbounds i32, i32* %2, i64 %30
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32* %0, i64 %36
  store i32 %33, i32* %37, align 4, !tbaa !5
  %38 = or i64 %30, 1
  %39 = getelementptr inbounds i32, i32* %1, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = getelementptr inbounds i32, i32* %2, i64 %38
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, i32* %0, i64 %43
  store i32 %40, i32* %44, align 4, !tbaa !5
  %45 = or i64 %30, 2
  %46 = getelementptr inbounds i32, i32* %1, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = getelementptr inbounds i32, i32* %2, i64 %45
  %49 = load i32, i32* %48, align 4, !tbaa !5
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, i32* %0, i64 %50
  store i32 %47, i32* %51, align 4, !tbaa !5
  %52 = or i64 %30, 3
  %53 = getelementptr inbounds i32, i32* %1, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !5
  %55 = getelementptr inbounds i32, i32* %2, i64 %52
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, i32* %0, i64 %57
  store i32 %54, i32* %58, align 4, !tbaa !5
  %59 = add nuw nsw i64 %30, 4
  %60 = add i64 %31, 4
  %61 = icmp eq i64 %60, %12
  br i1 %61, label %13, label %29, !llvm.loop !14
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
