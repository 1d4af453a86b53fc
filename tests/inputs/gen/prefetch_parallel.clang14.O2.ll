; ModuleID = 'prefetch_parallel.c'
source_filename = "prefetch_parallel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local double @prefetch_before_parallel(double* nocapture noundef %0, double* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  %7 = zext i32 %2 to i64
  %8 = getelementptr inbounds double, double* %1, i64 1024
  br label %11

9:                                                ; preds = %19, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  %10 = load double, double* %0, align 8, !tbaa !5
  ret double %10

11:                                               ; preds = %6, %19
  %12 = phi i64 [ 0, %6 ], [ %24, %19 ]
  %13 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %14 = and i64 %12, 7
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, double* %8, i64 %12
  %18 = bitcast double* %17 to i8*
  tail call void @llvm.prefetch.p0i8(i8* nonnull %18, i32 0, i32 3, i32 1)
  br label %19

19:                                               ; preds = %16, %11
  %20 = getelementptr inbounds double, double* %1, i64 %12
  %21 = load double, double* %20, align 8, !tbaa !5
  %22 = fmul double %21, 2.000000e+00
  %23 = getelementptr inbounds double, double* %0, i64 %12
  store double %22, double* %23, align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %13)
  %24 = add nuw nsw i64 %12, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %9, label %11, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #2

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: nounwind uwtable
define dso_local void @prefetch_after_parallel(double* nocapture noundef writeonly %0, double* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext i32 %2 to i64
  br label %9

8:                                                ; preds = %19, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

9:                                                ; preds = %6, %19
  %10 = phi i64 [ 0, %6 ], [ %22, %19 ]
  %11 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %12 = getelementptr inbounds double, double* %1, i64 %10
  %13 = load double, double* %12, align 8, !tbaa !5
  %14 = and i64 %10, 7
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %9
  %17 = getelementptr inbounds double, double* %12, i64 1024
  %18 = bitcast double* %17 to i8*
  tail call void @llvm.prefetch.p0i8(i8* nonnull %18, i32 0, i32 3, i32 1)
  br label %19

19:                                               ; preds = %16, %9
  %20 = fadd double %13, 1.000000e+00
  %21 = getelementptr inbounds double, double* %0, i64 %10
  store double %20, double* %21, align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %11)
  %22 = add nuw nsw i64 %10, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %8, label %9, !llvm.loop !12
}

; Function Attrs: nounwind uwtable
define dso_local void @prefetch_block_parallel(double* nocapture noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = sext i32 %3 to i64
  %9 = zext i32 %2 to i64
  %10 = icmp sgt i32 %3, 0
  br label %12

11:                                               ; preds = %23, %4
  tail call void @llvm.csa.parallel.region.exit(i32 %5)
  ret void

12:                                               ; preds = %7, %23
  %13 = phi i64 [ 0, %7 ], [ %15, %23 ]
  %14 = tail call i32 @llvm.csa.parallel.section.entry(i32 %5)
  %15 = add i64 %13, %8
  br i1 %10, label %17, label %23

16:                                               ; preds = %17
  br i1 %10, label %25, label %23

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %21, %17 ], [ %13, %12 ]
  %19 = getelementptr inbounds double, double* %0, i64 %18
  %20 = bitcast double* %19 to i8*
  tail call void @llvm.prefetch.p0i8(i8* %20, i32 1, i32 3, i32 1)
  %21 = add i64 %18, 8
  %22 = icmp slt i64 %21, %15
  br i1 %22, label %17, label %16, !llvm.loop !13

23:                                               ; preds = %25, %12, %16
  tail call void @llvm.csa.parallel.section.exit(i32 %14)
  %24 = icmp slt i64 %15, %9
  br i1 %24, label %12, label %11, !llvm.loop !14

25:                                               ; preds = %16, %25
  %26 = phi i64 [ %31, %25 ], [ %13, %16 ]
  %27 = trunc i64 %26 to i32
  %28 = sitofp i32 %27 to double
  %29 = fmul double %28, %1
  %30 = getelementptr inbounds double, double* %0, i64 %26
  store double %29, double* %30, align 8, !tbaa !5
  %31 = add nsw i64 %26, 1
  %32 = icmp slt i64 %31, %15
  br i1 %32, label %25, label %23, !llvm.loop !15
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
