; ModuleID = 'reduction.c'
source_filename = "reduction.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @sum(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = and i64 %5, 7
  %8 = icmp ult i64 %6, 7
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i64 %5, 4294967288
  br label %28

11:                                               ; preds = %28, %4
  %12 = phi i32 [ undef, %4 ], [ %62, %28 ]
  %13 = phi i64 [ 0, %4 ], [ %63, %28 ]
  %14 = phi i32 [ 0, %4 ], [ %62, %28 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi i32 [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds i32, i32* %0, i64 %17
  %21 = load i32, i32* %20, align 4, !tbaa !5
  %22 = add nsw i32 %21, %18
  %23 = add nuw nsw i64 %17, 1
  %24 = add i64 %19, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %26, label %16, !llvm.loop !9

26:                                               ; preds = %11, %16, %2
  %27 = phi i32 [ 0, %2 ], [ %12, %11 ], [ %22, %16 ]
  ret i32 %27

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %63, %28 ]
  %30 = phi i32 [ 0, %9 ], [ %62, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %64, %28 ]
  %32 = getelementptr inbounds i32, i32* %0, i64 %29
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = add nsw i32 %33, %30
  %35 = or i64 %29, 1
  %36 = getelementptr inbounds i32, i32* %0, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = add nsw i32 %37, %34
  %39 = or i64 %29, 2
  %40 = getelementptr inbounds i32, i32* %0, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = add nsw i32 %41, %38
  %43 = or i64 %29, 3
  %44 = getelementptr inbounds i32, i32* %0, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !5
  %46 = add nsw i32 %45, %42
  %47 = or i64 %29, 4
  %48 = getelementptr inbounds i32, i32* %0, i64 %47
  %49 = load i32, i32* %48, align 4, !tbaa !5
  %50 = add nsw i32 %49, %46
  %51 = or i64 %29, 5
  %52 = getelementptr inbounds i32, i32* %0, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !5
  %54 = add nsw i32 %53, %50
  %55 = or i64 %29, 6
  %56 = getelementptr inbounds i32, i32* %0, i64 %55
  %57 = load i32, i32* %56, align 4, !tbaa !5
  %58 = add nsw i32 %57, %54
  %59 = or i64 %29, 7
  %60 = getelementptr inbounds i32, i32* %0, i64 %59
  %61 = load i32, i32* %60, align 4, !tbaa !5
  %62 = add nsw i32 %61, %58
  %63 = add nuw nsw i64 %29, 8
  %64 = add i64 %31, 8
  %65 = icmp eq i64 %64, %10
  br i1 %65, label %11, label %28, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @sum_into(i32* nocapture noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = load i32, i32* %0, align 4, !tbaa !5
  %8 = add nsw i64 %6, -1
  %9 = and i64 %6, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %5
  %12 = and i64 %6, 4294967292
  br label %28

13:                                               ; preds = %28, %5
  %14 = phi i32 [ %7, %5 ], [ %46, %28 ]
  %15 = phi i64 [ 0, %5 ], [ %47, %28 ]
  %16 = icmp eq i64 %9, 0
  br i1 %16, label %27, label %17

17:                                               ; preds = %13, %17
  %18 = phi i32 [ %23, %17 ], [ %14, %13 ]
  %19 = phi i64 [ %24, %17 ], [ %15, %13 ]
  %20 = phi i64 [ %25, %17 ], [ 0, %13 ]
  %21 = getelementptr inbounds i32, i32* %1, i64 %19
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = add nsw i32 %18, %22
  store i32 %23, i32* %0, align 4, !tbaa !5
  %24 = add nuw nsw i64 %19, 1
  %25 = add i64 %20, 1
  %26 = icmp eq i64 %25, %9
  br i1 %26, label %27, label %17, !llvm.loop !13

27:                                               ; preds = %13, %17, %3
  ret void

28:                                               ; preds = %28, %11
  %29 = phi i32 [ %7, %11 ], [ %46, %28 ]
  %30 = phi i64 [ 0, %11 ], [ %47, %28 ]
  %31 = phi i64 [ 0, %11 ], [ %48, %28 ]
  %32 = getelementptr inbounds i32, i32* %1, i64 %30
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = add nsw i32 %29, %33
  store i32 %34, i32* %0, align 4, !tbaa !5
  %35 = or i64 %30, 1
  %36 = getelementptr inbounds i32, i32* %1, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = add nsw i32 %34, %37
  store i32 %38, i32* %0, align 4, !tbaa !5
  %39 = or i64 %30, 2
  %40 = getelementptr inbounds i32, i32* %1, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = add nsw i32 %38, %41
  store i32 %42, i32* %0, align 4, !tbaa !5
  %43 = or i64 %30, 3
  %44 = getelementptr inbounds i32, i32* %1, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !5
  %46 = add nsw i32 %42, %45
  store i32 %46, i32* %0, align 4, !tbaa !5
  %47 = add nuw nsw i64 %30, 4
  %48 = add i64 %31, 4
  %49 = icmp eq i64 %48, %12
  br i1 %49, label %13, label %28, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @max_of(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %29

5:                                                ; preds = %2
  %6 = zext i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = add nsw i64 %6, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %13, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, -4
  br label %31

13:                                               ; preds = %31, %5
  %14 = phi i32 [ undef, %5 ], [ %53, %31 ]
  %15 = phi i64 [ 1, %5 ], [ %54, %31 ]
  %16 = phi i32 [ %3, %5 ], [ %53, %31 ]
  %17 = icmp eq i64 %9, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %26, %18 ], [ %15, %13 ]
  %20 = phi i32 [ %25, %18 ], [ %16, %13 ]
  %21 = phi i64 [ %27, %18 ], [ 0, %13 ]
  %22 = getelementptr inbounds i32, i32* %0, i64 %19
  %23 = load i32, i32* %22, align 4, !tbaa !5
  %24 = icmp sgt i32 %23, %20
  %25 = select i1 %24, i32 %23, i32 %20
  %26 = add nuw nsw i64 %19, 1
  %27 = add i64 %21, 1
  %28 = icmp eq i64 %27, %9
  br i1 %28, label %29, label %18, !llvm.loop !15

29:                                               ; preds = %13, %18, %2
  %30 = phi i32 [ %3, %2 ], [ %14, %13 ], [ %25, %18 ]
  ret i32 %30

31:                                               ; preds = %31, %11
  %32 = phi i64 [ 1, %11 ], [ %54, %31 ]
  %33 = phi i32 [ %3, %11 ], [ %53, %31 ]
  %34 = phi i64 [ 0, %11 ], [ %55, %31 ]
  %35 = getelementptr inbounds i32, i32* %0, i64 %32
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = icmp sgt i32 %36, %33
  %38 = select i1 %37, i32 %36, i32 %33
  %39 = add nuw nsw i64 %32, 1
  %40 = getelementptr inbounds i32, i32* %0, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = icmp sgt i32 %41, %38
  %43 = select i1 %42, i32 %41, i32 %38
  %44 = add nuw nsw i64 %32, 2
  %45 = getelementptr inbounds i32, i32* %0, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = icmp sgt i32 %46, %43
  %48 = select i1 %47, i32 %46, i32 %43
  %49 = add nuw nsw i64 %32, 3
  %50 = getelementptr inbounds i32, i32* %0, i64 %49
  %51 = load i32, i32* %50, align 4, !tbaa !5
  %52 = icmp sgt i32 %51, %48
  %53 = select i1 %52, i32 %51, i32 %48
  %54 = add nuw nsw i64 %32, 4
  %55 = add i64 %34, 4
  %56 = icmp eq i64 %55, %12
  br i1 %56, label %13, label %31, !llvm.loop !16
}

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !12}
