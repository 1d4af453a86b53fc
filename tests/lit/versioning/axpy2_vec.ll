; The two-level nest as users build it: the inner loop is the vectoriser's, but the outer
; loop is not, and one check of csarules covers every iteration of it.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry axpy2 --arg '0=f32[128]:iota' --arg '1=f32[128]:iota' --arg 2=2.0 --arg 3=8 --arg 4=16
; RUN: csarules sim %s --entry axpy2 --arg '0=f32[136]:iota' --arg 1=0+16 --arg 2=2.0 --arg 3=8 --arg 4=16 --schedule random --seed 3

; ModuleID = 'axpy2_vec.c'
source_filename = "axpy2_vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @axpy2(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %60

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = mul nuw nsw i64 %9, %10
  %12 = shl i64 %11, 2
  %13 = getelementptr i8, ptr %0, i64 %12
  %14 = getelementptr i8, ptr %1, i64 %12
  %15 = icmp ult i32 %4, 8
  %16 = icmp ugt ptr %14, %0
  %17 = icmp ugt ptr %13, %1
  %18 = and i1 %16, %17
  %19 = and i64 %9, 2147483640
  %20 = insertelement <4 x float> poison, float %2, i64 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %22 = icmp eq i64 %19, %9
  %23 = and i64 %9, 1
  %24 = icmp eq i64 %23, 0
  %25 = add nsw i64 %9, -1
  br label %26

26:                                               ; preds = %7, %61
  %27 = phi i64 [ 0, %7 ], [ %62, %61 ]
  br i1 %8, label %28, label %61

28:                                               ; preds = %26
  %29 = mul nuw nsw i64 %27, %9
  %30 = select i1 %15, i1 true, i1 %18
  br i1 %30, label %31, label %44

31:                                               ; preds = %28, %59
  %32 = phi i64 [ 0, %28 ], [ %19, %59 ]
  br i1 %24, label %41, label %33

33:                                               ; preds = %31
  %34 = add nuw nsw i64 %32, %29
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds float, ptr %0, i64 %34
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = tail call float @llvm.fmuladd.f32(float %2, float %36, float %38)
  store float %39, ptr %37, align 4, !tbaa !5
  %40 = or disjoint i64 %32, 1
  br label %41

41:                                               ; preds = %33, %31
  %42 = phi i64 [ %32, %31 ], [ %40, %33 ]
  %43 = icmp eq i64 %32, %25
  br i1 %43, label %61, label %64

44:                                               ; preds = %28, %44
  %45 = phi i64 [ %57, %44 ], [ 0, %28 ]
  %46 = add nuw nsw i64 %45, %29
  %47 = getelementptr inbounds float, ptr %1, i64 %46
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load <4 x float>, ptr %47, align 4, !tbaa !5, !alias.scope !9
  %50 = load <4 x float>, ptr %48, align 4, !tbaa !5, !alias.scope !9
  %51 = getelementptr inbounds float, ptr %0, i64 %46
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <4 x float>, ptr %51, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %54 = load <4 x float>, ptr %52, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %55 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> %49, <4 x float> %53)
  %56 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> %50, <4 x float> %54)
  store <4 x float> %55, ptr %51, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  store <4 x float> %56, ptr %52, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %57 = add nuw i64 %45, 8
  %58 = icmp eq i64 %57, %19
  br i1 %58, label %59, label %44, !llvm.loop !14

59:                                               ; preds = %44
  br i1 %22, label %61, label %31

60:                                               ; preds = %61, %5
  ret void

61:                                               ; preds = %41, %64, %59, %26
  %62 = add nuw nsw i64 %27, 1
  %63 = icmp eq i64 %62, %10
  br i1 %63, label %60, label %26, !llvm.loop !18

64:                                               ; preds = %41, %64
  %65 = phi i64 [ %79, %64 ], [ %42, %41 ]
  %66 = add nuw nsw i64 %65, %29
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !5
  %69 = getelementptr inbounds float, ptr %0, i64 %66
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = tail call float @llvm.fmuladd.f32(float %2, float %68, float %70)
  store float %71, ptr %69, align 4, !tbaa !5
  %72 = add nuw nsw i64 %65, 1
  %73 = add nuw nsw i64 %72, %29
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !5
  %76 = getelementptr inbounds float, ptr %0, i64 %73
  %77 = load float, ptr %76, align 4, !tbaa !5
  %78 = tail call float @llvm.fmuladd.f32(float %2, float %75, float %77)
  store float %78, ptr %76, align 4, !tbaa !5
  %79 = add nuw nsw i64 %65, 2
  %80 = icmp eq i64 %79, %9
  br i1 %80, label %61, label %64, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15, !16}

; CHECK-LABEL: @axpy2 (standard)
; CHECK:       versioned loop %26 (line 39): copy %csa.v0.26 runs when groups 72~76 do not overlap
; CHECK:       released {{.*}}[carried by %csa.v0.26] in %csa.v0.{{[0-9]+}} (runtime_check)
