; Spec (csa-memory-ordering.rst, Prefetches): the prefetch before the load in a
; parallel loop. `#pragma omp parallel for` is written as its expansion into the
; parallel region/section intrinsics (csa_builtins.h, renamed by regen.sh).
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'before_load.c'
source_filename = "before_load.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @before_load(double* nocapture noundef writeonly %0, double* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  %7 = zext i32 %2 to i64
  %8 = getelementptr inbounds double, double* %1, i64 1024
  br label %10

9:                                                ; preds = %18, %3
  call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

10:                                               ; preds = %6, %18
  %11 = phi i64 [ 0, %6 ], [ %23, %18 ]
  %12 = call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %13 = and i64 %11, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, double* %8, i64 %11
  %17 = bitcast double* %16 to i8*
  call void @llvm.prefetch.p0i8(i8* nonnull %17, i32 0, i32 3, i32 1)
  br label %18

18:                                               ; preds = %15, %10
  %19 = getelementptr inbounds double, double* %1, i64 %11
  %20 = load double, double* %19, align 8, !tbaa !5
  %21 = fmul double %20, 2.000000e+00
  %22 = getelementptr inbounds double, double* %0, i64 %11
  store double %21, double* %22, align 8, !tbaa !5
  call void @llvm.csa.parallel.section.exit(i32 %12)
  %23 = add nuw nsw i64 %11, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %9, label %10, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #2

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: nounwind uwtable
define dso_local void @before_load_two_workers(double* nocapture noundef writeonly %0, double* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = call i32 @llvm.csa.parallel.region.entry(i32 1)
  %5 = sdiv i32 %2, 2
  %6 = icmp sgt i32 %2, 1
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = zext i32 %5 to i64
  %9 = getelementptr inbounds double, double* %1, i64 1024
  br label %15

10:                                               ; preds = %23, %3
  %11 = icmp slt i32 %5, %2
  br i1 %11, label %12, label %30

12:                                               ; preds = %10
  %13 = sext i32 %5 to i64
  %14 = getelementptr inbounds double, double* %1, i64 1024
  br label %31

15:                                               ; preds = %7, %23
  %16 = phi i64 [ 0, %7 ], [ %28, %23 ]
  %17 = call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %18 = and i64 %16, 7
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %23

20:                                               ; preds = %15
  %21 = getelementptr inbounds double, double* %9, i64 %16
  %22 = bitcast double* %21 to i8*
  call void @llvm.prefetch.p0i8(i8* nonnull %22, i32 0, i32 3, i32 1)
  br label %23

23:                                               ; preds = %20, %15
  %24 = getelementptr inbounds double, double* %1, i64 %16
  %25 = load double, double* %24, align 8, !tbaa !5
  %26 = fmul double %25, 2.000000e+00
  %27 = getelementptr inbounds double, double* %0, i64 %16
  store double %26, double* %27, align 8, !tbaa !5
  call void @llvm.csa.parallel.section.exit(i32 %17)
  %28 = add nuw nsw i64 %16, 1
  %29 = icmp eq i64 %28, %8
  br i1 %29, label %10, label %15, !llvm.loop !12

30:                                               ; preds = %39, %10
  call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

31:                                               ; preds = %12, %39
  %32 = phi i64 [ %13, %12 ], [ %44, %39 ]
  %33 = call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %34 = and i64 %32, 7
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %39

36:                                               ; preds = %31
  %37 = getelementptr inbounds double, double* %14, i64 %32
  %38 = bitcast double* %37 to i8*
  call void @llvm.prefetch.p0i8(i8* nonnull %38, i32 0, i32 3, i32 1)
  br label %39

39:                                               ; preds = %36, %31
  %40 = getelementptr inbounds double, double* %1, i64 %32
  %41 = load double, double* %40, align 8, !tbaa !5
  %42 = fmul double %41, 2.000000e+00
  %43 = getelementptr inbounds double, double* %0, i64 %32
  store double %42, double* %43, align 8, !tbaa !5
  call void @llvm.csa.parallel.section.exit(i32 %33)
  %44 = add nsw i64 %32, 1
  %45 = trunc i64 %44 to i32
  %46 = icmp eq i32 %45, %2
  br i1 %46, label %30, label %31, !llvm.loop !13
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

; CHECK-LABEL: @before_load (standard)
; CHECK-NEXT:  edge 12 -> 41 %20 = load double
; CHECK-NEXT:  edge 41 -> 36 [carried by %10] call void @llvm.prefetch.p0i8
; CHECK-NEXT:  edge 41 -> 44 store double
; CHECK-NEXT:  edge 44 -> 24 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @before_load_two_workers (standard)
; CHECK-NEXT:  edge 63 -> 98 %25 = load double
; CHECK-NEXT:  edge 63 -> 126 %41 = load double
; CHECK-NEXT:  edge 98 -> 93 [carried by %15] call void @llvm.prefetch.p0i8
; CHECK-NEXT:  edge 98 -> 101 store double
; CHECK-NEXT:  edge 101 -> 109 ret void
; CHECK-NEXT:  edge 126 -> 121 [carried by %31] call void @llvm.prefetch.p0i8
; CHECK-NEXT:  edge 126 -> 129 store double
; CHECK-NEXT:  edge 129 -> 109 ret void
; CHECK-NOT:   edge
