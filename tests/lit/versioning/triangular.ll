; A triangular nest: the inner loop's trip count is the outer counter, known only inside
; the outer loop, so the inner loop is versioned, its ranges read the outer counter.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry tri --arg '0=f64[64]:zero' --arg '1=f64[8]:iota' --arg 2=8 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry tri --arg '0=f64[64]:zero' --arg 1=0+8 --arg 2=7 --schedule random --seed 4

; ModuleID = 'triangular.c'
source_filename = "triangular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tri(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i64 %2, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %3, %29
  %6 = phi i64 [ %30, %29 ], [ 0, %3 ]
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %29, label %8

8:                                                ; preds = %5
  %9 = mul nuw nsw i64 %6, %2
  %10 = getelementptr double, ptr %0, i64 %9
  %11 = and i64 %6, 3
  %12 = icmp ult i64 %6, 4
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = and i64 %6, 9223372036854775804
  br label %32

15:                                               ; preds = %29, %3
  ret void

16:                                               ; preds = %32, %8
  %17 = phi i64 [ 0, %8 ], [ %54, %32 ]
  %18 = icmp eq i64 %11, 0
  br i1 %18, label %29, label %19

19:                                               ; preds = %16, %19
  %20 = phi i64 [ %26, %19 ], [ %17, %16 ]
  %21 = phi i64 [ %27, %19 ], [ 0, %16 ]
  %22 = getelementptr inbounds double, ptr %1, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = fadd double %23, 1.000000e+00
  %25 = getelementptr double, ptr %10, i64 %20
  store double %24, ptr %25, align 8, !tbaa !5
  %26 = add nuw nsw i64 %20, 1
  %27 = add i64 %21, 1
  %28 = icmp eq i64 %27, %11
  br i1 %28, label %29, label %19, !llvm.loop !9

29:                                               ; preds = %16, %19, %5
  %30 = add nuw nsw i64 %6, 1
  %31 = icmp eq i64 %30, %2
  br i1 %31, label %15, label %5, !llvm.loop !11

32:                                               ; preds = %32, %13
  %33 = phi i64 [ 0, %13 ], [ %54, %32 ]
  %34 = phi i64 [ 0, %13 ], [ %55, %32 ]
  %35 = getelementptr inbounds double, ptr %1, i64 %33
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fadd double %36, 1.000000e+00
  %38 = getelementptr double, ptr %10, i64 %33
  store double %37, ptr %38, align 8, !tbaa !5
  %39 = or disjoint i64 %33, 1
  %40 = getelementptr inbounds double, ptr %1, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = fadd double %41, 1.000000e+00
  %43 = getelementptr double, ptr %10, i64 %39
  store double %42, ptr %43, align 8, !tbaa !5
  %44 = or disjoint i64 %33, 2
  %45 = getelementptr inbounds double, ptr %1, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = fadd double %46, 1.000000e+00
  %48 = getelementptr double, ptr %10, i64 %44
  store double %47, ptr %48, align 8, !tbaa !5
  %49 = or disjoint i64 %33, 3
  %50 = getelementptr inbounds double, ptr %1, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = fadd double %51, 1.000000e+00
  %53 = getelementptr double, ptr %10, i64 %49
  store double %52, ptr %53, align 8, !tbaa !5
  %54 = add nuw nsw i64 %33, 4
  %55 = add i64 %34, 4
  %56 = icmp eq i64 %55, %14
  br i1 %56, label %16, label %32, !llvm.loop !13
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}

; CHECK-LABEL: @tri (standard)
; CHECK:       versioned loop %19 (line 42): copy %csa.v0.19 runs when groups 45~48, 45~66, 48~63, 48~66 do not overlap
; CHECK:       versioned loop %32 (line 60): copy %csa.v1.32 runs when groups 63~66 do not overlap
; CHECK-NEXT:    group 63 (%1): [%1, %1 + 32 + 32*(T[%32]-1))
; CHECK-NEXT:    group 66 (%0): [%0 + 8*%2*t[%5], %0 + 32 + 8*%2*t[%5] + 32*(T[%32]-1))
; CHECK:       not versioned: loop %5 (line 18): an address term changes inside the nest
; CHECK:       not versioned: loop %5 (line 18): no trip count at the nest's entry
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
