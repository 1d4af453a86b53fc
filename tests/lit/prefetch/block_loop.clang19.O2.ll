; Spec (csa-memory-ordering.rst, Prefetches): a loop of write prefetches over a block
; of memory, ahead of the inner loop that stores to it, in a parallel loop
; (`#pragma omp parallel for` written as its region/section expansion).
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'block_loop.c'
source_filename = "block_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @block_loop(ptr nocapture noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %4
  %8 = sext i32 %3 to i64
  %9 = zext nneg i32 %2 to i64
  %10 = icmp sgt i32 %3, 0
  %11 = insertelement <2 x double> poison, double %1, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  br label %14

13:                                               ; preds = %57, %4
  tail call void @llvm.csa.parallel.region.exit(i32 %5)
  ret void

14:                                               ; preds = %7, %57
  %15 = phi i64 [ 0, %7 ], [ %59, %57 ]
  %16 = phi i64 [ 0, %7 ], [ %23, %57 ]
  %17 = add i64 %16, %8
  %18 = add i64 %16, 1
  %19 = tail call i64 @llvm.smax.i64(i64 %17, i64 %18)
  %20 = mul i64 %15, %8
  %21 = sub i64 %19, %20
  %22 = tail call i32 @llvm.csa.parallel.section.entry(i32 %5)
  %23 = add i64 %16, %8
  br i1 %10, label %52, label %57

24:                                               ; preds = %52
  br i1 %10, label %25, label %57

25:                                               ; preds = %24
  %26 = icmp ult i64 %21, 4
  br i1 %26, label %27, label %29

27:                                               ; preds = %50, %25
  %28 = phi i64 [ %16, %25 ], [ %31, %50 ]
  br label %60

29:                                               ; preds = %25
  %30 = and i64 %21, -4
  %31 = add i64 %16, %30
  %32 = trunc i64 %16 to i32
  %33 = insertelement <2 x i32> poison, i32 %32, i64 0
  %34 = shufflevector <2 x i32> %33, <2 x i32> poison, <2 x i32> zeroinitializer
  %35 = add <2 x i32> %34, <i32 0, i32 1>
  %36 = getelementptr double, ptr %0, i64 %16
  br label %37

37:                                               ; preds = %37, %29
  %38 = phi i64 [ 0, %29 ], [ %47, %37 ]
  %39 = phi <2 x i32> [ %35, %29 ], [ %48, %37 ]
  %40 = add <2 x i32> %39, <i32 2, i32 2>
  %41 = sitofp <2 x i32> %39 to <2 x double>
  %42 = sitofp <2 x i32> %40 to <2 x double>
  %43 = fmul <2 x double> %12, %41
  %44 = fmul <2 x double> %12, %42
  %45 = getelementptr double, ptr %36, i64 %38
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  store <2 x double> %43, ptr %45, align 8, !tbaa !5
  store <2 x double> %44, ptr %46, align 8, !tbaa !5
  %47 = add nuw i64 %38, 4
  %48 = add <2 x i32> %39, <i32 4, i32 4>
  %49 = icmp eq i64 %47, %30
  br i1 %49, label %50, label %37, !llvm.loop !9

50:                                               ; preds = %37
  %51 = icmp eq i64 %21, %30
  br i1 %51, label %57, label %27

52:                                               ; preds = %14, %52
  %53 = phi i64 [ %55, %52 ], [ %16, %14 ]
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  tail call void @llvm.prefetch.p0(ptr %54, i32 1, i32 3, i32 1)
  %55 = add nsw i64 %53, 8
  %56 = icmp slt i64 %55, %23
  br i1 %56, label %52, label %24, !llvm.loop !13

57:                                               ; preds = %60, %50, %14, %24
  tail call void @llvm.csa.parallel.section.exit(i32 %22)
  %58 = icmp slt i64 %23, %9
  %59 = add i64 %15, 1
  br i1 %58, label %14, label %13, !llvm.loop !14

60:                                               ; preds = %27, %60
  %61 = phi i64 [ %66, %60 ], [ %28, %27 ]
  %62 = trunc nsw i64 %61 to i32
  %63 = sitofp i32 %62 to double
  %64 = fmul double %63, %1
  %65 = getelementptr inbounds double, ptr %0, i64 %61
  store double %64, ptr %65, align 8, !tbaa !5
  %66 = add nsw i64 %61, 1
  %67 = icmp slt i64 %66, %23
  br i1 %67, label %60, label %57, !llvm.loop !15
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !12, !11}

; CHECK-LABEL: @block_loop (standard)
; CHECK-NEXT:  edge 12 -> 72 store <2 x double>
; CHECK-NEXT:  edge 12 -> 73 store <2 x double>
; CHECK-NEXT:  edge 72 -> 27 ret void
; CHECK-NEXT:  edge 72 -> 86 [carried by %14] tail call void @llvm.prefetch.p0(ptr %54, i32 1
; CHECK-NEXT:  edge 72 -> 103 store double
; CHECK-NEXT:  edge 73 -> 27 ret void
; CHECK-NEXT:  edge 73 -> 86 [carried by %14] tail call void @llvm.prefetch.p0(ptr %54, i32 1
; CHECK-NEXT:  edge 73 -> 103 store double
; CHECK-NEXT:  edge 103 -> 27 ret void
; CHECK-NEXT:  edge 103 -> 86 [carried by %14] tail call void @llvm.prefetch.p0(ptr %54, i32 1
; CHECK-NOT:   edge
