; ModuleID = 'two_pointer.c'
source_filename = "two_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @reverse(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = add nsw i64 %5, -1
  br label %8

7:                                                ; preds = %8, %2
  ret void

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %15, %8 ]
  %10 = phi i64 [ %6, %4 ], [ %16, %8 ]
  %11 = getelementptr inbounds i32, i32* %0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, i32* %0, i64 %10
  %14 = load i32, i32* %13, align 4, !tbaa !5
  store i32 %14, i32* %11, align 4, !tbaa !5
  store i32 %12, i32* %13, align 4, !tbaa !5
  %15 = add nuw nsw i64 %9, 1
  %16 = add nsw i64 %10, -1
  %17 = icmp slt i64 %15, %16
  br i1 %17, label %8, label %7, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @fold(i32* nocapture noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i64 %1, %2
  br i1 %4, label %19, label %5

5:                                                ; preds = %3, %5
  %6 = phi i64 [ %17, %5 ], [ %2, %3 ]
  %7 = phi i64 [ %16, %5 ], [ %1, %3 ]
  %8 = getelementptr inbounds i32, i32* %0, i64 %6
  %9 = load i32, i32* %8, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, i32* %0, i64 %7
  %11 = load i32, i32* %10, align 4, !tbaa !5
  %12 = add nsw i32 %11, %9
  store i32 %12, i32* %10, align 4, !tbaa !5
  %13 = load i32, i32* %8, align 4, !tbaa !5
  %14 = add nsw i64 %7, 1
  %15 = getelementptr inbounds i32, i32* %0, i64 %14
  store i32 %13, i32* %15, align 4, !tbaa !5
  %16 = add nsw i64 %7, 2
  %17 = add nsw i64 %6, -1
  %18 = icmp slt i64 %16, %6
  br i1 %18, label %5, label %19, !llvm.loop !12

19:                                               ; preds = %5, %3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @partition(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = add nsw i32 %1, -1
  br label %7

7:                                                ; preds = %5, %21
  %8 = phi i32 [ %23, %21 ], [ 0, %5 ]
  %9 = phi i32 [ %22, %21 ], [ %6, %5 ]
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %16

14:                                               ; preds = %7
  %15 = add nsw i32 %8, 1
  br label %21

16:                                               ; preds = %7
  %17 = sext i32 %9 to i64
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !5
  store i32 %19, i32* %11, align 4, !tbaa !5
  store i32 %12, i32* %18, align 4, !tbaa !5
  %20 = add nsw i32 %9, -1
  br label %21

21:                                               ; preds = %16, %14
  %22 = phi i32 [ %9, %14 ], [ %20, %16 ]
  %23 = phi i32 [ %15, %14 ], [ %8, %16 ]
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %7, label %25, !llvm.loop !13

25:                                               ; preds = %21, %3
  ret void
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
