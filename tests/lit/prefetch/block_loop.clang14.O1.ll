; Spec (csa-memory-ordering.rst, Prefetches): a loop of write prefetches over a block
; of memory, ahead of the inner loop that stores to it, in a parallel loop
; (`#pragma omp parallel for` written as its region/section expansion).
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'block_loop.c'
source_filename = "block_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @block_loop(double* nocapture noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = sext i32 %3 to i64
  %9 = sext i32 %2 to i64
  %10 = icmp sgt i32 %3, 0
  %11 = icmp sgt i32 %3, 0
  br label %13

12:                                               ; preds = %24, %4
  call void @llvm.csa.parallel.region.exit(i32 %5)
  ret void

13:                                               ; preds = %7, %24
  %14 = phi i64 [ 0, %7 ], [ %16, %24 ]
  %15 = call i32 @llvm.csa.parallel.section.entry(i32 %5)
  %16 = add i64 %14, %8
  br i1 %10, label %18, label %17

17:                                               ; preds = %18, %13
  br i1 %11, label %26, label %24

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %22, %18 ], [ %14, %13 ]
  %20 = getelementptr inbounds double, double* %0, i64 %19
  %21 = bitcast double* %20 to i8*
  call void @llvm.prefetch.p0i8(i8* %21, i32 1, i32 3, i32 1)
  %22 = add i64 %19, 8
  %23 = icmp slt i64 %22, %16
  br i1 %23, label %18, label %17, !llvm.loop !5

24:                                               ; preds = %26, %17
  call void @llvm.csa.parallel.section.exit(i32 %15)
  %25 = icmp slt i64 %16, %9
  br i1 %25, label %13, label %12, !llvm.loop !8

26:                                               ; preds = %17, %26
  %27 = phi i64 [ %32, %26 ], [ %14, %17 ]
  %28 = trunc i64 %27 to i32
  %29 = sitofp i32 %28 to double
  %30 = fmul double %29, %1
  %31 = getelementptr inbounds double, double* %0, i64 %27
  store double %30, double* %31, align 8, !tbaa !9
  %32 = add nsw i64 %27, 1
  %33 = icmp slt i64 %32, %16
  br i1 %33, label %26, label %24, !llvm.loop !13
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
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !6, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !6, !7}

; CHECK-LABEL: @block_loop (standard)
; CHECK-NEXT:  edge 12 -> 57 store double
; CHECK-NEXT:  edge 57 -> 26 ret void
; CHECK-NEXT:  edge 57 -> 41 [carried by %13] call void @llvm.prefetch.p0i8(i8* %21, i32 1
; CHECK-NOT:   edge
