; ModuleID = 'loop_recurrence.c'
source_filename = "loop_recurrence.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @recurrence(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = load i32, i32* %0, align 4, !tbaa !5
  %7 = add nsw i64 %5, -1
  %8 = add nsw i64 %5, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %4
  %12 = and i64 %7, -4
  br label %27

13:                                               ; preds = %27, %4
  %14 = phi i32 [ %6, %4 ], [ %40, %27 ]
  %15 = phi i64 [ 1, %4 ], [ %42, %27 ]
  %16 = icmp eq i64 %9, 0
  br i1 %16, label %26, label %17

17:                                               ; preds = %13, %17
  %18 = phi i32 [ %21, %17 ], [ %14, %13 ]
  %19 = phi i64 [ %23, %17 ], [ %15, %13 ]
  %20 = phi i64 [ %24, %17 ], [ 0, %13 ]
  %21 = add nsw i32 %18, 1
  %22 = getelementptr inbounds i32, i32* %0, i64 %19
  store i32 %21, i32* %22, align 4, !tbaa !5
  %23 = add nuw nsw i64 %19, 1
  %24 = add i64 %20, 1
  %25 = icmp eq i64 %24, %9
  br i1 %25, label %26, label %17, !llvm.loop !9

26:                                               ; preds = %13, %17, %2
  ret void

27:                                               ; preds = %27, %11
  %28 = phi i32 [ %6, %11 ], [ %40, %27 ]
  %29 = phi i64 [ 1, %11 ], [ %42, %27 ]
  %30 = phi i64 [ 0, %11 ], [ %43, %27 ]
  %31 = add nsw i32 %28, 1
  %32 = getelementptr inbounds i32, i32* %0, i64 %29
  store i32 %31, i32* %32, align 4, !tbaa !5
  %33 = add nuw nsw i64 %29, 1
  %34 = add nsw i32 %28, 2
  %35 = getelementptr inbounds i32, i32* %0, i64 %33
  store i32 %34, i32* %35, align 4, !tbaa !5
  %36 = add nuw nsw i64 %29, 2
  %37 = add nsw i32 %28, 3
  %38 = getelementptr inbounds i32, i32* %0, i64 %36
  store i32 %37, i32* %38, align 4, !tbaa !5
  %39 = add nuw nsw i64 %29, 3
  %40 = add nsw i32 %28, 4
  %41 = getelementptr inbounds i32, i32* %0, i64 %39
  store i32 %40, i32* %41, align 4, !tbaa !5
  %42 = add nuw nsw i64 %29, 4
  %43 = add i64 %30, 4
  %44 = icmp eq i64 %43, %12
  br i1 %44, label %13, label %27, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @recurrence_two(i32* nocapture noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = load i32, i32* %0, align 4, !tbaa !5
  %8 = add nsw i64 %6, -1
  %9 = add nsw i64 %6, -2
  %10 = and i64 %8, 3
  %11 = icmp ult i64 %9, 3
  br i1 %11, label %14, label %12

12:                                               ; preds = %5
  %13 = and i64 %8, -4
  br label %30

14:                                               ; preds = %30, %5
  %15 = phi i32 [ %7, %5 ], [ %51, %30 ]
  %16 = phi i64 [ 1, %5 ], [ %53, %30 ]
  %17 = icmp eq i64 %10, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %14, %18
  %19 = phi i32 [ %24, %18 ], [ %15, %14 ]
  %20 = phi i64 [ %26, %18 ], [ %16, %14 ]
  %21 = phi i64 [ %27, %18 ], [ 0, %14 ]
  %22 = getelementptr inbounds i32, i32* %1, i64 %20
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = add nsw i32 %23, %19
  %25 = getelementptr inbounds i32, i32* %0, i64 %20
  store i32 %24, i32* %25, align 4, !tbaa !5
  %26 = add nuw nsw i64 %20, 1
  %27 = add i64 %21, 1
  %28 = icmp eq i64 %27, %10
  br i1 %28, label %29, label %18, !llvm.loop !13

29:                                               ; preds = %14, %18, %3
  ret void

30:                                               ; preds = %30, %12
  %31 = phi i32 [ %7, %12 ], [ %51, %30 ]
  %32 = phi i64 [ 1, %12 ], [ %53, %30 ]
  %33 = phi i64 [ 0, %12 ], [ %54, %30 ]
  %34 = getelementptr inbounds i32, i32* %1, i64 %32
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = add nsw i32 %35, %31
  %37 = getelementptr inbounds i32, i32* %0, i64 %32
  store i32 %36, i32* %37, align 4, !tbaa !5
  %38 = add nuw nsw i64 %32, 1
  %39 = getelementptr inbounds i32, i32* %1, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !5
  %41 = add nsw i32 %40, %36
  %42 = getelementptr inbounds i32, i32* %0, i64 %38
  store i32 %41, i32* %42, align 4, !tbaa !5
  %43 = add nuw nsw i64 %32, 2
  %44 = getelementptr inbounds i32, i32* %1, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !5
  %46 = add nsw i32 %45, %41
  %47 = getelementptr inbounds i32, i32* %0, i64 %43
  store i32 %46, i32* %47, align 4, !tbaa !5
  %48 = add nuw nsw i64 %32, 3
  %49 = getelementptr inbounds i32, i32* %1, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, %46
  %52 = getelementptr inbounds i32, i32* %0, i64 %48
  store i32 %51, i32* %52, align 4, !tbaa !5
  %53 = add nuw nsw i64 %32, 4
  %54 = add i64 %33, 4
  %55 = icmp eq i64 %54, %13
  br i1 %55, label %14, label %30, !llvm.loop !14
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
