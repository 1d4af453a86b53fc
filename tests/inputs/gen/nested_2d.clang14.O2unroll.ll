; ModuleID = 'nested_2d.c'
source_filename = "nested_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @row_sums(i32* nocapture noundef writeonly %0, i32* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %20

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = sext i32 %3 to i64
  %9 = zext i32 %2 to i64
  %10 = zext i32 %3 to i64
  %11 = add nsw i64 %10, -1
  %12 = and i64 %10, 3
  %13 = icmp ult i64 %11, 3
  %14 = and i64 %10, 4294967292
  %15 = icmp eq i64 %12, 0
  br label %16

16:                                               ; preds = %6, %36
  %17 = phi i64 [ 0, %6 ], [ %39, %36 ]
  br i1 %7, label %18, label %36

18:                                               ; preds = %16
  %19 = mul nsw i64 %17, %8
  br i1 %13, label %21, label %41

20:                                               ; preds = %36, %4
  ret void

21:                                               ; preds = %41, %18
  %22 = phi i32 [ undef, %18 ], [ %63, %41 ]
  %23 = phi i64 [ 0, %18 ], [ %64, %41 ]
  %24 = phi i32 [ 0, %18 ], [ %63, %41 ]
  br i1 %15, label %36, label %25

25:                                               ; preds = %21, %25
  %26 = phi i64 [ %33, %25 ], [ %23, %21 ]
  %27 = phi i32 [ %32, %25 ], [ %24, %21 ]
  %28 = phi i64 [ %34, %25 ], [ 0, %21 ]
  %29 = add nsw i64 %26, %19
  %30 = getelementptr inbounds i32, i32* %1, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !5
  %32 = add nsw i32 %31, %27
  %33 = add nuw nsw i64 %26, 1
  %34 = add i64 %28, 1
  %35 = icmp eq i64 %34, %12
  br i1 %35, label %36, label %25, !llvm.loop !9

36:                                               ; preds = %21, %25, %16
  %37 = phi i32 [ 0, %16 ], [ %22, %21 ], [ %32, %25 ]
  %38 = getelementptr inbounds i32, i32* %0, i64 %17
  store i32 %37, i32* %38, align 4, !tbaa !5
  %39 = add nuw nsw i64 %17, 1
  %40 = icmp eq i64 %39, %9
  br i1 %40, label %20, label %16, !llvm.loop !11

41:                                               ; preds = %18, %41
  %42 = phi i64 [ %64, %41 ], [ 0, %18 ]
  %43 = phi i32 [ %63, %41 ], [ 0, %18 ]
  %44 = phi i64 [ %65, %41 ], [ 0, %18 ]
  %45 = add nsw i64 %42, %19
  %46 = getelementptr inbounds i32, i32* %1, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = add nsw i32 %47, %43
  %49 = or i64 %42, 1
  %50 = add nsw i64 %49, %19
  %51 = getelementptr inbounds i32, i32* %1, i64 %50
  %52 = load i32, i32* %51, align 4, !tbaa !5
  %53 = add nsw i32 %52, %48
  %54 = or i64 %42, 2
  %55 = add nsw i64 %54, %19
  %56 = getelementptr inbounds i32, i32* %1, i64 %55
  %57 = load i32, i32* %56, align 4, !tbaa !5
  %58 = add nsw i32 %57, %53
  %59 = or i64 %42, 3
  %60 = add nsw i64 %59, %19
  %61 = getelementptr inbounds i32, i32* %1, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !5
  %63 = add nsw i32 %62, %58
  %64 = add nuw nsw i64 %42, 4
  %65 = add i64 %44, 4
  %66 = icmp eq i64 %65, %14
  br i1 %66, label %21, label %41, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @add_rows(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %20

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = sext i32 %2 to i64
  %8 = zext i32 %1 to i64
  %9 = zext i32 %2 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %2, 1
  %12 = and i64 %9, 4294967294
  %13 = icmp eq i64 %10, 0
  br label %14

14:                                               ; preds = %5, %31
  %15 = phi i64 [ 1, %5 ], [ %32, %31 ]
  br i1 %6, label %16, label %31

16:                                               ; preds = %14
  %17 = add nsw i64 %15, -1
  %18 = mul nsw i64 %17, %7
  %19 = mul nsw i64 %15, %7
  br i1 %11, label %21, label %34

20:                                               ; preds = %31, %3
  ret void

21:                                               ; preds = %34, %16
  %22 = phi i64 [ 0, %16 ], [ %52, %34 ]
  br i1 %13, label %31, label %23

23:                                               ; preds = %21
  %24 = add nsw i64 %22, %18
  %25 = getelementptr inbounds i32, i32* %0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = add nsw i64 %22, %19
  %28 = getelementptr inbounds i32, i32* %0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %26
  store i32 %30, i32* %28, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %23, %21, %14
  %32 = add nuw nsw i64 %15, 1
  %33 = icmp eq i64 %32, %8
  br i1 %33, label %20, label %14, !llvm.loop !14

34:                                               ; preds = %16, %34
  %35 = phi i64 [ %52, %34 ], [ 0, %16 ]
  %36 = phi i64 [ %53, %34 ], [ 0, %16 ]
  %37 = add nsw i64 %35, %18
  %38 = getelementptr inbounds i32, i32* %0, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = add nsw i64 %35, %19
  %41 = getelementptr inbounds i32, i32* %0, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = add nsw i32 %42, %39
  store i32 %43, i32* %41, align 4, !tbaa !5
  %44 = or i64 %35, 1
  %45 = add nsw i64 %44, %18
  %46 = getelementptr inbounds i32, i32* %0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !5
  %48 = add nsw i64 %44, %19
  %49 = getelementptr inbounds i32, i32* %0, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, %47
  store i32 %51, i32* %49, align 4, !tbaa !5
  %52 = add nuw nsw i64 %35, 2
  %53 = add i64 %36, 2
  %54 = icmp eq i64 %53, %12
  br i1 %54, label %21, label %34, !llvm.loop !15
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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
