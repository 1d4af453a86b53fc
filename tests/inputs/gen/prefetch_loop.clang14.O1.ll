; ModuleID = 'prefetch_loop.c'
source_filename = "prefetch_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @prefetch_before(double* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = getelementptr inbounds double, double* %0, i64 1024
  br label %9

7:                                                ; preds = %17, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %20, %17 ]
  ret double %8

9:                                                ; preds = %4, %17
  %10 = phi i64 [ 0, %4 ], [ %21, %17 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %20, %17 ]
  %12 = and i64 %10, 7
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %9
  %15 = getelementptr inbounds double, double* %6, i64 %10
  %16 = bitcast double* %15 to i8*
  call void @llvm.prefetch.p0i8(i8* nonnull %16, i32 0, i32 3, i32 1)
  br label %17

17:                                               ; preds = %14, %9
  %18 = getelementptr inbounds double, double* %0, i64 %10
  %19 = load double, double* %18, align 8, !tbaa !5
  %20 = fadd double %11, %19
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, %5
  br i1 %22, label %7, label %9, !llvm.loop !9
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @prefetch_after(double* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %18, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %19, %18 ]
  ret double %7

8:                                                ; preds = %4, %18
  %9 = phi i64 [ 0, %4 ], [ %20, %18 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %19, %18 ]
  %11 = getelementptr inbounds double, double* %0, i64 %9
  %12 = load double, double* %11, align 8, !tbaa !5
  %13 = and i64 %9, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %8
  %16 = getelementptr inbounds double, double* %11, i64 1024
  %17 = bitcast double* %16 to i8*
  call void @llvm.prefetch.p0i8(i8* nonnull %17, i32 0, i32 3, i32 1)
  br label %18

18:                                               ; preds = %15, %8
  %19 = fadd double %10, %12
  %20 = add nuw nsw i64 %9, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %8, !llvm.loop !12
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @prefetch_block(double* nocapture noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %4
  %7 = sext i32 %3 to i64
  %8 = sext i32 %2 to i64
  %9 = icmp sgt i32 %3, 0
  %10 = icmp sgt i32 %3, 0
  br label %13

11:                                               ; preds = %24, %17
  %12 = icmp slt i64 %15, %8
  br i1 %12, label %13, label %16, !llvm.loop !13

13:                                               ; preds = %6, %11
  %14 = phi i64 [ 0, %6 ], [ %15, %11 ]
  %15 = add i64 %14, %7
  br i1 %9, label %18, label %17

16:                                               ; preds = %11, %4
  ret void

17:                                               ; preds = %18, %13
  br i1 %10, label %24, label %11

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %22, %18 ], [ %14, %13 ]
  %20 = getelementptr inbounds double, double* %0, i64 %19
  %21 = bitcast double* %20 to i8*
  call void @llvm.prefetch.p0i8(i8* %21, i32 1, i32 3, i32 1)
  %22 = add i64 %19, 8
  %23 = icmp slt i64 %22, %15
  br i1 %23, label %18, label %17, !llvm.loop !14

24:                                               ; preds = %17, %24
  %25 = phi i64 [ %30, %24 ], [ %14, %17 ]
  %26 = trunc i64 %25 to i32
  %27 = sitofp i32 %26 to double
  %28 = fmul double %27, %1
  %29 = getelementptr inbounds double, double* %0, i64 %25
  store double %28, double* %29, align 8, !tbaa !5
  %30 = add nsw i64 %25, 1
  %31 = icmp slt i64 %30, %15
  br i1 %31, label %24, label %11, !llvm.loop !15
}

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn }

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
