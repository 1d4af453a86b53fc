; Spec (csa-memory-ordering.rst, Prefetches): the prefetch before the load in a
; parallel loop. `#pragma omp parallel for` is written as its expansion into the
; parallel region/section intrinsics (csa_builtins.h, renamed by regen.sh).
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'before_load.c'
source_filename = "before_load.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @before_load(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = getelementptr inbounds i8, ptr %1, i64 8192
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  br label %10

9:                                                ; preds = %17, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

10:                                               ; preds = %7, %17
  %11 = phi i64 [ 0, %7 ], [ %22, %17 ]
  %12 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %13 = and i64 %11, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, ptr %5, i64 %11
  tail call void @llvm.prefetch.p0(ptr nonnull %16, i32 0, i32 3, i32 1)
  br label %17

17:                                               ; preds = %15, %10
  %18 = getelementptr inbounds double, ptr %1, i64 %11
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = fmul double %19, 2.000000e+00
  %21 = getelementptr inbounds double, ptr %0, i64 %11
  store double %20, ptr %21, align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %12)
  %22 = add nuw nsw i64 %11, 1
  %23 = icmp eq i64 %22, %8
  br i1 %23, label %9, label %10, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: nounwind uwtable
define dso_local void @before_load_two_workers(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 1)
  %5 = sdiv i32 %2, 2
  %6 = getelementptr i8, ptr %1, i64 8192
  %7 = icmp sgt i32 %2, 1
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = zext nneg i32 %5 to i64
  br label %15

10:                                               ; preds = %22, %3
  %11 = icmp sgt i32 %2, 0
  br i1 %11, label %12, label %29

12:                                               ; preds = %10
  %13 = zext nneg i32 %5 to i64
  %14 = zext nneg i32 %2 to i64
  br label %30

15:                                               ; preds = %8, %22
  %16 = phi i64 [ 0, %8 ], [ %27, %22 ]
  %17 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %18 = and i64 %16, 7
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %15
  %21 = getelementptr inbounds double, ptr %6, i64 %16
  tail call void @llvm.prefetch.p0(ptr nonnull %21, i32 0, i32 3, i32 1)
  br label %22

22:                                               ; preds = %20, %15
  %23 = getelementptr inbounds double, ptr %1, i64 %16
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = fmul double %24, 2.000000e+00
  %26 = getelementptr inbounds double, ptr %0, i64 %16
  store double %25, ptr %26, align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %17)
  %27 = add nuw nsw i64 %16, 1
  %28 = icmp eq i64 %27, %9
  br i1 %28, label %10, label %15, !llvm.loop !11

29:                                               ; preds = %37, %10
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

30:                                               ; preds = %12, %37
  %31 = phi i64 [ %13, %12 ], [ %42, %37 ]
  %32 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %33 = and i64 %31, 7
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %30
  %36 = getelementptr double, ptr %6, i64 %31
  tail call void @llvm.prefetch.p0(ptr nonnull %36, i32 0, i32 3, i32 1)
  br label %37

37:                                               ; preds = %35, %30
  %38 = getelementptr inbounds double, ptr %1, i64 %31
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = fmul double %39, 2.000000e+00
  %41 = getelementptr inbounds double, ptr %0, i64 %31
  store double %40, ptr %41, align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %32)
  %42 = add nuw nsw i64 %31, 1
  %43 = icmp ult i64 %42, %14
  br i1 %43, label %30, label %29, !llvm.loop !12
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}

; CHECK-LABEL: @before_load (standard)
; CHECK-NEXT:  edge 12 -> 40 %19 = load double
; CHECK-NEXT:  edge 40 -> 35 [carried by %10] tail call void @llvm.prefetch.p0
; CHECK-NEXT:  edge 40 -> 43 store double
; CHECK-NEXT:  edge 43 -> 24 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @before_load_two_workers (standard)
; CHECK-NEXT:  edge 62 -> 96 %24 = load double
; CHECK-NEXT:  edge 62 -> 123 %39 = load double
; CHECK-NEXT:  edge 96 -> 91 [carried by %15] tail call void @llvm.prefetch.p0
; CHECK-NEXT:  edge 96 -> 99 store double
; CHECK-NEXT:  edge 99 -> 107 ret void
; CHECK-NEXT:  edge 123 -> 118 [carried by %30] tail call void @llvm.prefetch.p0
; CHECK-NEXT:  edge 123 -> 126 store double
; CHECK-NEXT:  edge 126 -> 107 ret void
; CHECK-NOT:   edge
