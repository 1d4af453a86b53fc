; A 3-point smoothing: b is compared with a's range, which reaches one element below and
; one above the loop's.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry smooth --arg '0=f32[64]:zero' --arg '1=f32[64]:iota' --arg 2=64 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry smooth --arg '0=f32[64]:iota' --arg 1=0+0 --arg 2=64 --json | FileCheck %s --check-prefix=SLOW

; ModuleID = 'smooth.c'
source_filename = "smooth.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @smooth(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 2
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 3
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  %11 = add nsw i64 %10, -4
  br label %28

12:                                               ; preds = %28, %5
  %13 = phi i64 [ 1, %5 ], [ %47, %28 ]
  %14 = icmp eq i64 %7, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %12
  %16 = getelementptr float, ptr %1, i64 %13
  %17 = getelementptr i8, ptr %16, i64 -4
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = load float, ptr %16, align 4, !tbaa !5
  %20 = fadd float %18, %19
  %21 = getelementptr float, ptr %1, i64 %13
  %22 = getelementptr i8, ptr %21, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = fadd float %20, %23
  %25 = fdiv float %24, 3.000000e+00
  %26 = getelementptr inbounds float, ptr %0, i64 %13
  store float %25, ptr %26, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %15, %12, %3
  ret void

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 1, %9 ], [ %47, %28 ]
  %30 = phi i64 [ 0, %9 ], [ %53, %28 ]
  %31 = getelementptr float, ptr %1, i64 %29
  %32 = getelementptr i8, ptr %31, i64 -4
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = load float, ptr %31, align 4, !tbaa !5
  %35 = fadd float %33, %34
  %36 = add nuw nsw i64 %29, 1
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !5
  %39 = fadd float %35, %38
  %40 = fdiv float %39, 3.000000e+00
  %41 = getelementptr inbounds float, ptr %0, i64 %29
  store float %40, ptr %41, align 4, !tbaa !5
  %42 = getelementptr float, ptr %1, i64 %36
  %43 = getelementptr i8, ptr %42, i64 -4
  %44 = load float, ptr %43, align 4, !tbaa !5
  %45 = load float, ptr %42, align 4, !tbaa !5
  %46 = fadd float %44, %45
  %47 = add nuw nsw i64 %29, 2
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = fadd float %46, %49
  %51 = fdiv float %50, 3.000000e+00
  %52 = getelementptr inbounds float, ptr %0, i64 %36
  store float %51, ptr %52, align 4, !tbaa !5
  %53 = add i64 %30, 2
  %54 = icmp eq i64 %30, %11
  br i1 %54, label %12, label %28, !llvm.loop !9
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

; CHECK-LABEL: @smooth (standard)
; CHECK:       versioned loop %28 (line 52): copy %csa.v0.28 runs when groups 56~65 do not overlap
; CHECK-NEXT:    group 56 (%1): [%1, %1 + 16 + 8*(T[%28]-1))
; CHECK-NEXT:    group 65 (%0): [%0 + 4, %0 + 12 + 8*(T[%28]-1))
; CHECK:       released {{.*}} in %csa.v0.28 (runtime_check)
; FAST:        "cycles": {{[0-9][0-9]}},
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
; SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
; SLOW:        "race_count": 0,
; SLOW:        "matches_sequential": true,
