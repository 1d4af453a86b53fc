; ModuleID = 'switch_stmt.c'
source_filename = "switch_stmt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @dispatch(i32* nocapture noundef %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  switch i32 %2, label %13 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
  ]

5:                                                ; preds = %4
  store i32 %3, i32* %0, align 4, !tbaa !5
  br label %11

6:                                                ; preds = %4
  store i32 %3, i32* %1, align 4, !tbaa !5
  br label %11

7:                                                ; preds = %4
  store i32 %3, i32* %0, align 4, !tbaa !5
  br label %8

8:                                                ; preds = %4, %7
  %9 = load i32, i32* %0, align 4, !tbaa !5
  %10 = add nsw i32 %9, %3
  store i32 %10, i32* %1, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %8, %6, %5
  %12 = load i32, i32* %0, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %4, %11
  %14 = phi i32 [ %12, %11 ], [ -1, %4 ]
  ret i32 %14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @classify(i32* nocapture noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = getelementptr inbounds i32, i32* %0, i64 1
  %7 = getelementptr inbounds i32, i32* %0, i64 2
  %8 = zext i32 %2 to i64
  br label %10

9:                                                ; preds = %16, %3
  ret void

10:                                               ; preds = %5, %16
  %11 = phi i64 [ 0, %5 ], [ %21, %16 ]
  %12 = getelementptr inbounds i32, i32* %1, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !5
  switch i32 %13, label %15 [
    i32 0, label %16
    i32 1, label %14
  ]

14:                                               ; preds = %10
  br label %16

15:                                               ; preds = %10
  br label %16

16:                                               ; preds = %10, %14, %15
  %17 = phi i32* [ %6, %14 ], [ %7, %15 ], [ %0, %10 ]
  %18 = phi i32 [ 2, %14 ], [ -1, %15 ], [ 1, %10 ]
  %19 = load i32, i32* %17, align 4, !tbaa !5
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* %17, align 4, !tbaa !5
  %21 = add nuw nsw i64 %11, 1
  %22 = icmp eq i64 %21, %8
  br i1 %22, label %9, label %10, !llvm.loop !9
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
