; Two levels: the outer loop is versioned, so one check covers the whole nest; x's and
; y's ranges move with the row length m, a stride known only at run time.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry axpy2 --arg '0=f32[128]:iota' --arg '1=f32[128]:iota' --arg 2=2.0 --arg 3=8 --arg 4=16 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry axpy2 --arg '0=f32[136]:iota' --arg 1=0+16 --arg 2=2.0 --arg 3=8 --arg 4=16 --json | FileCheck %s --check-prefix=SLOW

; ModuleID = 'axpy2.c'
source_filename = "axpy2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @axpy2(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %19

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = and i64 %9, 1
  %12 = icmp eq i32 %4, 1
  %13 = and i64 %9, 2147483646
  %14 = icmp eq i64 %11, 0
  br label %15

15:                                               ; preds = %7, %29
  %16 = phi i64 [ 0, %7 ], [ %30, %29 ]
  br i1 %8, label %17, label %29

17:                                               ; preds = %15
  %18 = mul nuw nsw i64 %16, %9
  br i1 %12, label %20, label %32

19:                                               ; preds = %29, %5
  ret void

20:                                               ; preds = %32, %17
  %21 = phi i64 [ 0, %17 ], [ %48, %32 ]
  br i1 %14, label %29, label %22

22:                                               ; preds = %20
  %23 = add nuw nsw i64 %21, %18
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !5
  %26 = getelementptr inbounds float, ptr %0, i64 %23
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = tail call float @llvm.fmuladd.f32(float %2, float %25, float %27)
  store float %28, ptr %26, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %22, %20, %15
  %30 = add nuw nsw i64 %16, 1
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %19, label %15, !llvm.loop !9

32:                                               ; preds = %17, %32
  %33 = phi i64 [ %48, %32 ], [ 0, %17 ]
  %34 = phi i64 [ %49, %32 ], [ 0, %17 ]
  %35 = add nuw nsw i64 %33, %18
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !5
  %38 = getelementptr inbounds float, ptr %0, i64 %35
  %39 = load float, ptr %38, align 4, !tbaa !5
  %40 = tail call float @llvm.fmuladd.f32(float %2, float %37, float %39)
  store float %40, ptr %38, align 4, !tbaa !5
  %41 = or disjoint i64 %33, 1
  %42 = add nuw nsw i64 %41, %18
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = getelementptr inbounds float, ptr %0, i64 %42
  %46 = load float, ptr %45, align 4, !tbaa !5
  %47 = tail call float @llvm.fmuladd.f32(float %2, float %44, float %46)
  store float %47, ptr %45, align 4, !tbaa !5
  %48 = add nuw nsw i64 %33, 2
  %49 = add i64 %34, 2
  %50 = icmp eq i64 %49, %13
  br i1 %50, label %20, label %32, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}

; CHECK-LABEL: @axpy2 (standard)
; CHECK:       versioned loop %15 (line 28): copy %csa.v0.15 runs when groups 62~64 do not overlap
; CHECK-NEXT:    group 62 (%1): [%1 + min(0, 4*zext(%4)*(T[%15]-1)), %1 + 8 + max(0, 4*zext(%4)*(T[%15]-1)) + 8*(T[%32]-1))
; CHECK-NOT:   versioned loop
; CHECK:       released {{.*}}[carried by %csa.v0.15] in %csa.v0.{{[0-9]+}} (runtime_check)
; FAST:        "cycles": {{[0-9][0-9][0-9]}},
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
; SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
; SLOW:        "race_count": 0,
; SLOW:        "matches_sequential": true,
