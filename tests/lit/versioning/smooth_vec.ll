; The smoothing as users build it: the vector loop carries the scopes of the vectoriser's
; check and is left alone; its scalar loop (the remainder, or the whole loop when that
; check fails) carries none and is versioned.
; RUN: csarules edges %s | FileCheck %s

; ModuleID = 'smooth_vec.c'
source_filename = "smooth_vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @smooth(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 2
  br i1 %4, label %5, label %58

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %6 to i64
  %8 = add nsw i64 %7, -1
  %9 = icmp ult i64 %8, 4
  br i1 %9, label %10, label %30

10:                                               ; preds = %56, %30, %5
  %11 = phi i64 [ 1, %30 ], [ 1, %5 ], [ %39, %56 ]
  %12 = and i32 %2, 1
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %10
  %15 = getelementptr float, ptr %1, i64 %11
  %16 = getelementptr i8, ptr %15, i64 -4
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = load float, ptr %15, align 4, !tbaa !5
  %19 = fadd float %17, %18
  %20 = add nuw nsw i64 %11, 1
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = fadd float %19, %22
  %24 = fdiv float %23, 3.000000e+00
  %25 = getelementptr inbounds float, ptr %0, i64 %11
  store float %24, ptr %25, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %14, %10
  %27 = phi i64 [ %11, %10 ], [ %20, %14 ]
  %28 = add nsw i64 %7, -1
  %29 = icmp eq i64 %11, %28
  br i1 %29, label %58, label %59

30:                                               ; preds = %5
  %31 = shl nuw nsw i64 %7, 2
  %32 = getelementptr i8, ptr %0, i64 %31
  %33 = getelementptr i8, ptr %1, i64 %31
  %34 = icmp ugt ptr %33, %0
  %35 = icmp ugt ptr %32, %1
  %36 = and i1 %34, %35
  br i1 %36, label %10, label %37

37:                                               ; preds = %30
  %38 = and i64 %8, -4
  %39 = or disjoint i64 %38, 1
  br label %40

40:                                               ; preds = %40, %37
  %41 = phi i64 [ 0, %37 ], [ %54, %40 ]
  %42 = or disjoint i64 %41, 1
  %43 = getelementptr float, ptr %1, i64 %42
  %44 = getelementptr i8, ptr %43, i64 -4
  %45 = load <4 x float>, ptr %44, align 4, !tbaa !5, !alias.scope !9
  %46 = load <4 x float>, ptr %43, align 4, !tbaa !5, !alias.scope !9
  %47 = fadd <4 x float> %45, %46
  %48 = or disjoint i64 %41, 2
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load <4 x float>, ptr %49, align 4, !tbaa !5, !alias.scope !9
  %51 = fadd <4 x float> %47, %50
  %52 = fdiv <4 x float> %51, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %53 = getelementptr inbounds float, ptr %0, i64 %42
  store <4 x float> %52, ptr %53, align 4, !tbaa !5, !alias.scope !12, !noalias !9
  %54 = add nuw i64 %41, 4
  %55 = icmp eq i64 %54, %38
  br i1 %55, label %56, label %40, !llvm.loop !14

56:                                               ; preds = %40
  %57 = icmp eq i64 %8, %38
  br i1 %57, label %58, label %10

58:                                               ; preds = %26, %59, %56, %3
  ret void

59:                                               ; preds = %26, %59
  %60 = phi i64 [ %77, %59 ], [ %27, %26 ]
  %61 = getelementptr float, ptr %1, i64 %60
  %62 = getelementptr i8, ptr %61, i64 -4
  %63 = load float, ptr %62, align 4, !tbaa !5
  %64 = load float, ptr %61, align 4, !tbaa !5
  %65 = fadd float %63, %64
  %66 = add nuw nsw i64 %60, 1
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !5
  %69 = fadd float %65, %68
  %70 = fdiv float %69, 3.000000e+00
  %71 = getelementptr inbounds float, ptr %0, i64 %60
  store float %70, ptr %71, align 4, !tbaa !5
  %72 = getelementptr float, ptr %1, i64 %66
  %73 = getelementptr i8, ptr %72, i64 -4
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = load float, ptr %72, align 4, !tbaa !5
  %76 = fadd float %74, %75
  %77 = add nuw nsw i64 %60, 2
  %78 = getelementptr inbounds float, ptr %1, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !5
  %80 = fadd float %76, %79
  %81 = fdiv float %80, 3.000000e+00
  %82 = getelementptr inbounds float, ptr %0, i64 %66
  store float %81, ptr %82, align 4, !tbaa !5
  %83 = icmp eq i64 %77, %7
  br i1 %83, label %58, label %59, !llvm.loop !18
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!18 = distinct !{!18, !15, !16}

; CHECK-LABEL: @smooth (standard)
; CHECK:       versioned loop %59 (line 91): copy %csa.v0.59 runs when groups 32~103, 41~94, 69~103, 78~94, 94~103 do not overlap
; CHECK:       not versioned: loop %40 (line 65): the vectoriser versioned this loop already
