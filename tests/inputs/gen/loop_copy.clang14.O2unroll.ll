; ModuleID = 'loop_copy.c'
source_filename = "loop_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @loop_copy(i32* nocapture noundef writeonly %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = add nsw i64 %6, -1
  %8 = and i64 %6, 3
  %9 = icmp ult i64 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %6, 4294967292
  br label %25

12:                                               ; preds = %25, %5
  %13 = phi i64 [ 0, %5 ], [ %43, %25 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %24, label %15

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %21, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %22, %15 ], [ 0, %12 ]
  %18 = getelementptr inbounds i32, i32* %1, i64 %16
  %19 = load i32, i32* %18, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, i32* %0, i64 %16
  store i32 %19, i32* %20, align 4, !tbaa !5
  %21 = add nuw nsw i64 %16, 1
  %22 = add i64 %17, 1
  %23 = icmp eq i64 %22, %8
  br i1 %23, label %24, label %15, !llvm.loop !9

24:                                               ; preds = %12, %15, %3
  ret void

25:                                               ; preds = %25, %10
  %26 = phi i64 [ 0, %10 ], [ %43, %25 ]
  %27 = phi i64 [ 0, %10 ], [ %44, %25 ]
  %28 = getelementptr inbounds i32, i32* %1, i64 %26
  %29 = load i32, i32* %28, align 4, !tbaa !5
  %30 = getelementptr inbounds i32, i32* %0, i64 %26
  store i32 %29, i32* %30, align 4, !tbaa !5
  %31 = or i64 %26, 1
  %32 = getelementptr inbounds i32, i32* %1, i64 %31
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = getelementptr inbounds i32, i32* %0, i64 %31
  store i32 %33, i32* %34, align 4, !tbaa !5
  %35 = or i64 %26, 2
  %36 = getelementptr inbounds i32, i32* %1, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = getelementptr inbounds i32, i32* %0, i64 %35
  store i32 %37, i32* %38, align 4, !tbaa !5
  %39 = or i64 %26, 3
  %40 = getelementptr inbounds i32, i32* %1, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %0, i64 %39
  store i32 %41, i32* %42, align 4, !tbaa !5
  %43 = add nuw nsw i64 %26, 4
  %44 = add i64 %27, 4
  %45 = icmp eq i64 %44, %11
  br i1 %45, label %12, label %25, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @loop_copy_long(i64* nocapture noundef writeonly %0, i64* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = add nsw i64 %6, -1
  %8 = and i64 %6, 3
  %9 = icmp ult i64 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %6, 4294967292
  br label %26

12:                                               ; preds = %26, %5
  %13 = phi i64 [ 0, %5 ], [ %48, %26 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %22, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %23, %15 ], [ 0, %12 ]
  %18 = getelementptr inbounds i64, i64* %1, i64 %16
  %19 = load i64, i64* %18, align 8, !tbaa !13
  %20 = shl nsw i64 %19, 1
  %21 = getelementptr inbounds i64, i64* %0, i64 %16
  store i64 %20, i64* %21, align 8, !tbaa !13
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %17, 1
  %24 = icmp eq i64 %23, %8
  br i1 %24, label %25, label %15, !llvm.loop !15

25:                                               ; preds = %12, %15, %3
  ret void

26:                                               ; preds = %26, %10
  %27 = phi i64 [ 0, %10 ], [ %48, %26 ]
  %28 = phi i64 [ 0, %10 ], [ %49, %26 ]
  %29 = getelementptr inbounds i64, i64* %1, i64 %27
  %30 = load i64, i64* %29, align 8, !tbaa !13
  %31 = shl nsw i64 %30, 1
  %32 = getelementptr inbounds i64, i64* %0, i64 %27
  store i64 %31, i64* %32, align 8, !tbaa !13
  %33 = or i64 %27, 1
  %34 = getelementptr inbounds i64, i64* %1, i64 %33
  %35 = load i64, i64* %34, align 8, !tbaa !13
  %36 = shl nsw i64 %35, 1
  %37 = getelementptr inbounds i64, i64* %0, i64 %33
  store i64 %36, i64* %37, align 8, !tbaa !13
  %38 = or i64 %27, 2
  %39 = getelementptr inbounds i64, i64* %1, i64 %38
  %40 = load i64, i64* %39, align 8, !tbaa !13
  %41 = shl nsw i64 %40, 1
  %42 = getelementptr inbounds i64, i64* %0, i64 %38
  store i64 %41, i64* %42, align 8, !tbaa !13
  %43 = or i64 %27, 3
  %44 = getelementptr inbounds i64, i64* %1, i64 %43
  %45 = load i64, i64* %44, align 8, !tbaa !13
  %46 = shl nsw i64 %45, 1
  %47 = getelementptr inbounds i64, i64* %0, i64 %43
  store i64 %46, i64* %47, align 8, !tbaa !13
  %48 = add nuw nsw i64 %27, 4
  %49 = add i64 %28, 4
  %50 = icmp eq i64 %49, %11
  br i1 %50, label %12, label %26, !llvm.loop !16
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
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !12}
