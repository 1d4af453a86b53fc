; ModuleID = 'parallel_loop.c'
source_filename = "parallel_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @parallel_loop(i32* nocapture noundef writeonly %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext i32 %2 to i64
  br label %9

8:                                                ; preds = %9, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %15, %9 ]
  %11 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %12 = getelementptr inbounds i32, i32* %1, i64 %10
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, i32* %0, i64 %10
  store i32 %13, i32* %14, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %11)
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %7
  br i1 %16, label %8, label %9, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: nounwind uwtable
define dso_local void @parallel_loop_unroll2(i32* nocapture noundef writeonly %0, i32* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 1)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %20

6:                                                ; preds = %3
  %7 = and i32 %2, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %13, label %9

9:                                                ; preds = %6
  %10 = and i32 %2, -2
  br label %21

11:                                               ; preds = %21
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %6, %11
  %14 = phi i64 [ %35, %11 ], [ 0, %6 ]
  %15 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %16 = getelementptr inbounds i32, i32* %1, i64 %14
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  %19 = getelementptr inbounds i32, i32* %0, i64 %14
  store i32 %18, i32* %19, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %15)
  br label %20

20:                                               ; preds = %13, %11, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

21:                                               ; preds = %21, %9
  %22 = phi i64 [ 0, %9 ], [ %35, %21 ]
  %23 = phi i32 [ 0, %9 ], [ %36, %21 ]
  %24 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %25 = getelementptr inbounds i32, i32* %1, i64 %22
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = add nsw i32 %26, 1
  %28 = getelementptr inbounds i32, i32* %0, i64 %22
  store i32 %27, i32* %28, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %24)
  %29 = or i64 %22, 1
  %30 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %31 = getelementptr inbounds i32, i32* %1, i64 %29
  %32 = load i32, i32* %31, align 4, !tbaa !5
  %33 = add nsw i32 %32, 1
  %34 = getelementptr inbounds i32, i32* %0, i64 %29
  store i32 %33, i32* %34, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %30)
  %35 = add nuw nsw i64 %22, 2
  %36 = add i32 %23, 2
  %37 = icmp eq i32 %36, %10
  br i1 %37, label %11, label %21, !llvm.loop !12
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
