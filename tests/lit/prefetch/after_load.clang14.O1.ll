; Spec (csa-memory-ordering.rst, Prefetches): the load ahead of the prefetch in a
; parallel loop (`#pragma omp parallel for` written as its region/section expansion).
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'after_load.c'
source_filename = "after_load.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @after_load(double* nocapture noundef writeonly %0, double* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext i32 %2 to i64
  br label %9

8:                                                ; preds = %19, %3
  call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

9:                                                ; preds = %6, %19
  %10 = phi i64 [ 0, %6 ], [ %22, %19 ]
  %11 = call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %12 = getelementptr inbounds double, double* %1, i64 %10
  %13 = load double, double* %12, align 8, !tbaa !5
  %14 = and i64 %10, 7
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %9
  %17 = getelementptr inbounds double, double* %12, i64 1024
  %18 = bitcast double* %17 to i8*
  call void @llvm.prefetch.p0i8(i8* nonnull %18, i32 0, i32 3, i32 1)
  br label %19

19:                                               ; preds = %16, %9
  %20 = fadd double %13, 1.000000e+00
  %21 = getelementptr inbounds double, double* %0, i64 %10
  store double %20, double* %21, align 8, !tbaa !5
  call void @llvm.csa.parallel.section.exit(i32 %11)
  %22 = add nuw nsw i64 %10, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %8, label %9, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #2

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

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

; CHECK-LABEL: @after_load (standard)
; CHECK-NEXT:  edge 11 -> 28 %13 = load double
; CHECK-NEXT:  edge 28 -> 36 call void @llvm.prefetch.p0i8
; CHECK-NEXT:  edge 28 -> 42 store double
; CHECK-NEXT:  edge 42 -> 22 ret void
; CHECK-NOT:   edge
