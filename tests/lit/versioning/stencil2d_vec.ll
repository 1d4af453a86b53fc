; A vectorised loop inside an outer loop (clang-19 -O2): per row, a vector loop entered
; only when the row is long enough (its guard), then a scalar loop starting at 1 or where
; the vector loop stopped (a choice between two values fixed before the nest). The outer
; nest is versioned: the check counts the vector loop's bytes only when its guard holds,
; and the scalar loop's for each start it may take (1 when the vector loop was skipped,
; where it stopped when it did not cover the row). Disjoint arrays: 88 cycles for a
; 4 x 6 grid (only scalar loops run; 375 unversioned), 138 for 4 x 20 (vector loops too;
; 290 unversioned); `in` overlapping `out`: the original runs.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules edges --json %s | FileCheck %s --check-prefix=JSON
; RUN: csarules sim %s --entry stencil2d --arg '0=f32[24]:zero' --arg '1=f32[24]:iota' --arg 2=4 --arg 3=6 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry stencil2d --arg '0=f32[80]:zero' --arg '1=f32[80]:iota' --arg 2=4 --arg 3=20 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry stencil2d --arg '0=f32[80]:zero' --arg 1=0+4 --arg 2=4 --arg 3=20 --schedule random --seed 3 --json | FileCheck %s --check-prefix=FAST

; ModuleID = 'stencil2d_vec.c'
source_filename = "stencil2d_vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stencil2d(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 2
  br i1 %5, label %6, label %109

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 2
  %8 = add i32 %3, -1
  %9 = sext i32 %3 to i64
  %10 = add nsw i32 %2, -1
  %11 = zext i32 %10 to i64
  %12 = zext i32 %8 to i64
  %13 = shl nsw i64 %9, 2
  %14 = getelementptr i8, ptr %0, i64 %13
  %15 = getelementptr i8, ptr %14, i64 4
  %16 = shl nuw nsw i64 %11, 2
  %17 = add nsw i64 %16, -4
  %18 = mul i64 %17, %9
  %19 = shl nuw nsw i64 %12, 2
  %20 = add i64 %18, %19
  %21 = getelementptr i8, ptr %0, i64 %20
  %22 = getelementptr i8, ptr %1, i64 %13
  %23 = getelementptr i8, ptr %1, i64 %20
  %24 = shl nsw i64 %9, 3
  %25 = or disjoint i64 %24, 4
  %26 = getelementptr i8, ptr %1, i64 %25
  %27 = mul nsw i64 %9, %11
  %28 = add i64 %27, %12
  %29 = shl i64 %28, 2
  %30 = getelementptr i8, ptr %1, i64 %29
  %31 = getelementptr i8, ptr %1, i64 4
  %32 = add nuw nsw i64 %11, 4611686018427387902
  %33 = mul i64 %32, %9
  %34 = add i64 %33, %12
  %35 = shl i64 %34, 2
  %36 = getelementptr i8, ptr %1, i64 %35
  %37 = add nsw i64 %12, -1
  %38 = icmp ult i64 %37, 8
  %39 = icmp ult ptr %14, %23
  %40 = icmp ult ptr %22, %21
  %41 = and i1 %39, %40
  %42 = icmp ult ptr %15, %30
  %43 = icmp ult ptr %26, %21
  %44 = and i1 %42, %43
  %45 = or i1 %41, %44
  %46 = icmp ult ptr %15, %36
  %47 = icmp ult ptr %31, %21
  %48 = and i1 %46, %47
  %49 = or i1 %45, %48
  %50 = and i64 %37, -8
  %51 = or disjoint i64 %50, 1
  %52 = icmp eq i64 %37, %50
  br label %57

53:                                               ; preds = %110, %108, %57
  %54 = add nuw nsw i64 %59, 1
  %55 = add nuw nsw i64 %58, 1
  %56 = icmp eq i64 %55, %11
  br i1 %56, label %109, label %57, !llvm.loop !5

57:                                               ; preds = %6, %53
  %58 = phi i64 [ 1, %6 ], [ %55, %53 ]
  %59 = phi i64 [ 2, %6 ], [ %54, %53 ]
  br i1 %7, label %60, label %53

60:                                               ; preds = %57
  %61 = mul nuw nsw i64 %58, %9
  %62 = add nsw i64 %58, -1
  %63 = mul nsw i64 %62, %9
  %64 = mul nuw nsw i64 %59, %9
  %65 = getelementptr float, ptr %1, i64 %63
  %66 = getelementptr float, ptr %1, i64 %64
  %67 = select i1 %38, i1 true, i1 %49
  br i1 %67, label %68, label %70

68:                                               ; preds = %60, %108
  %69 = phi i64 [ 1, %60 ], [ %51, %108 ]
  br label %110

70:                                               ; preds = %60, %70
  %71 = phi i64 [ %106, %70 ], [ 0, %60 ]
  %72 = or disjoint i64 %71, 1
  %73 = add nuw nsw i64 %72, %61
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  %76 = load <4 x float>, ptr %74, align 4, !tbaa !7, !alias.scope !11
  %77 = load <4 x float>, ptr %75, align 4, !tbaa !7, !alias.scope !11
  %78 = getelementptr float, ptr %65, i64 %72
  %79 = getelementptr i8, ptr %78, i64 16
  %80 = load <4 x float>, ptr %78, align 4, !tbaa !7, !alias.scope !14
  %81 = load <4 x float>, ptr %79, align 4, !tbaa !7, !alias.scope !14
  %82 = fadd <4 x float> %76, %80
  %83 = fadd <4 x float> %77, %81
  %84 = getelementptr float, ptr %66, i64 %72
  %85 = getelementptr i8, ptr %84, i64 16
  %86 = load <4 x float>, ptr %84, align 4, !tbaa !7, !alias.scope !16
  %87 = load <4 x float>, ptr %85, align 4, !tbaa !7, !alias.scope !16
  %88 = fadd <4 x float> %82, %86
  %89 = fadd <4 x float> %83, %87
  %90 = getelementptr i8, ptr %74, i64 -4
  %91 = getelementptr i8, ptr %74, i64 12
  %92 = load <4 x float>, ptr %90, align 4, !tbaa !7, !alias.scope !11
  %93 = load <4 x float>, ptr %91, align 4, !tbaa !7, !alias.scope !11
  %94 = fadd <4 x float> %88, %92
  %95 = fadd <4 x float> %89, %93
  %96 = getelementptr i8, ptr %74, i64 4
  %97 = getelementptr i8, ptr %74, i64 20
  %98 = load <4 x float>, ptr %96, align 4, !tbaa !7, !alias.scope !11
  %99 = load <4 x float>, ptr %97, align 4, !tbaa !7, !alias.scope !11
  %100 = fadd <4 x float> %94, %98
  %101 = fadd <4 x float> %95, %99
  %102 = fmul <4 x float> %100, <float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000>
  %103 = fmul <4 x float> %101, <float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000>
  %104 = getelementptr inbounds float, ptr %0, i64 %73
  %105 = getelementptr inbounds i8, ptr %104, i64 16
  store <4 x float> %102, ptr %104, align 4, !tbaa !7, !alias.scope !18, !noalias !20
  store <4 x float> %103, ptr %105, align 4, !tbaa !7, !alias.scope !18, !noalias !20
  %106 = add nuw i64 %71, 8
  %107 = icmp eq i64 %106, %50
  br i1 %107, label %108, label %70, !llvm.loop !21

108:                                              ; preds = %70
  br i1 %52, label %53, label %68

109:                                              ; preds = %53, %4
  ret void

110:                                              ; preds = %68, %110
  %111 = phi i64 [ %129, %110 ], [ %69, %68 ]
  %112 = add nuw nsw i64 %111, %61
  %113 = getelementptr inbounds float, ptr %1, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !7
  %115 = getelementptr float, ptr %65, i64 %111
  %116 = load float, ptr %115, align 4, !tbaa !7
  %117 = fadd float %114, %116
  %118 = getelementptr float, ptr %66, i64 %111
  %119 = load float, ptr %118, align 4, !tbaa !7
  %120 = fadd float %117, %119
  %121 = getelementptr i8, ptr %113, i64 -4
  %122 = load float, ptr %121, align 4, !tbaa !7
  %123 = fadd float %120, %122
  %124 = getelementptr i8, ptr %113, i64 4
  %125 = load float, ptr %124, align 4, !tbaa !7
  %126 = fadd float %123, %125
  %127 = fmul float %126, 0x3FC99999A0000000
  %128 = getelementptr inbounds float, ptr %0, i64 %112
  store float %127, ptr %128, align 4, !tbaa !7
  %129 = add nuw nsw i64 %111, 1
  %130 = icmp eq i64 %129, %12
  br i1 %130, label %53, label %110, !llvm.loop !24
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = !{!17}
!17 = distinct !{!17, !13}
!18 = !{!19}
!19 = distinct !{!19, !13}
!20 = !{!12, !17, !15}
!21 = distinct !{!21, !6, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !6, !22}

; CHECK-LABEL: @stencil2d (standard)
; CHECK:       versioned loop %57 (line {{[0-9]+}}): copy %csa.v0.57 runs when groups {{[0-9]+}}~[[OUT:[0-9]+]], {{[0-9]+}}~[[OUT]], {{[0-9]+}}~[[OUT]] do not overlap
; CHECK:         group [[OUT]] (%0 + 4*%3): [min({{.*}}, %0 + 4*%3 + 4*{1, 1 + %50} + {{.*}}), max(
; JSON:        "entered_only_if": "(!%67 & %7 & %5)"
; JSON:        "choices": {
; JSON-NEXT:     "%69": [
; JSON-NEXT:       "1",
; JSON-NEXT:       "1 + %50"
; JSON:        "choices_taken_only_if": {
; JSON-NEXT:     "%69": {
; JSON-NEXT:       "1": "(%67 & %7 & %5)",
; JSON-NEXT:       "1 + %50": "(!%52 & !%67 & %7)"
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
