; a[i] = b[i] + c[i] without restrict: the unrolled loop and its remainder are each
; versioned behind a check of a against b and c; the copy releases their pairs.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules order %s | FileCheck %s --check-prefix=IR
; RUN: csarules sim %s --entry vadd --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:iota' --arg 3=64 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry vadd --arg '0=i32[80]:iota' --arg 1=0+4 --arg '2=i32[64]:iota' --arg 3=64 --json | FileCheck %s --check-prefix=SLOW
; RUN: csarules sim %s --entry vadd --arg '0=i32[80]:iota' --arg 1=0+4 --arg '2=i32[64]:iota' --arg 3=64 --schedule random --seed 5

; ModuleID = 'vadd.c'
source_filename = "vadd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vadd(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %27

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %3, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644
  br label %28

12:                                               ; preds = %28, %6
  %13 = phi i64 [ 0, %6 ], [ %58, %28 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %24, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %25, %15 ], [ 0, %12 ]
  %18 = getelementptr inbounds i32, ptr %1, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, ptr %2, i64 %16
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = add nsw i32 %21, %19
  %23 = getelementptr inbounds i32, ptr %0, i64 %16
  store i32 %22, ptr %23, align 4, !tbaa !5
  %24 = add nuw nsw i64 %16, 1
  %25 = add i64 %17, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %27, label %15, !llvm.loop !9

27:                                               ; preds = %12, %15, %4
  ret void

28:                                               ; preds = %28, %10
  %29 = phi i64 [ 0, %10 ], [ %58, %28 ]
  %30 = phi i64 [ 0, %10 ], [ %59, %28 ]
  %31 = getelementptr inbounds i32, ptr %1, i64 %29
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, ptr %2, i64 %29
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %32
  %36 = getelementptr inbounds i32, ptr %0, i64 %29
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = or disjoint i64 %29, 1
  %38 = getelementptr inbounds i32, ptr %1, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = getelementptr inbounds i32, ptr %2, i64 %37
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = add nsw i32 %41, %39
  %43 = getelementptr inbounds i32, ptr %0, i64 %37
  store i32 %42, ptr %43, align 4, !tbaa !5
  %44 = or disjoint i64 %29, 2
  %45 = getelementptr inbounds i32, ptr %1, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds i32, ptr %2, i64 %44
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add nsw i32 %48, %46
  %50 = getelementptr inbounds i32, ptr %0, i64 %44
  store i32 %49, ptr %50, align 4, !tbaa !5
  %51 = or disjoint i64 %29, 3
  %52 = getelementptr inbounds i32, ptr %1, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, ptr %2, i64 %51
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = add nsw i32 %55, %53
  %57 = getelementptr inbounds i32, ptr %0, i64 %51
  store i32 %56, ptr %57, align 4, !tbaa !5
  %58 = add nuw nsw i64 %29, 4
  %59 = add i64 %30, 4
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %12, label %28, !llvm.loop !11
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}

; CHECK-LABEL: @vadd (standard)
; CHECK:       versioned loop %15 (line 35): copy %csa.v0.15 runs when groups 38~43, 38~61, 40~43, 40~61, 43~56, 43~58 do not overlap
; CHECK-NEXT:    group 38 (%1 + 4*%13): [%1 + 4*%13, %1 + 4*%13 + 4 + 4*(T[%15]-1))
; CHECK:         group 56 (%1, before the loop): [%1, %1 + 16 + 16*(T[%28]-1))
; CHECK-NEXT:    group 58 (%2, before the loop): [%2, %2 + 16 + 16*(T[%28]-1))
; CHECK-NEXT:    group 61 (%0, before the loop): [%0, %0 + 16 + 16*(T[%28]-1))
; CHECK:       versioned loop %28 (line 53): copy %csa.v1.28 runs when groups 56~61, 58~61 do not overlap
; CHECK:       edge {{ +}}38 -> 43 {{ +}}store i32
; CHECK:       released {{ +}}38' -> 43' {{ +}}in %csa.v0.15 (runtime_check)  store i32
; CHECK:       released {{ +}}38' -> 43' {{ +}}[carried by %csa.v0.15] in %csa.v0.15 (runtime_check)
; CHECK:       released {{ +}}43' -> 38' {{ +}}[carried by %csa.v0.15] in %csa.v0.15 (runtime_check)
; IR:          br i1 %14, label %27, label %csa.v0.check
; IR:          %16 = phi i64 [ %24, %15 ], [ %13, %csa.v0.check ]
; IR-LABEL:    csa.v0.check:
; IR:          ptrtoint ptr %1 to i128
; IR:          br i1 %csa.v0.c.{{[0-9]+}}, label %15, label %csa.v0.15
; IR-LABEL:    csa.v0.15:
; IR:          load i32, ptr %csa.v0.18, align 4, !tbaa !5, !alias.scope ![[B:[0-9]+]], !noalias ![[N:[0-9]+]]
; IR:          store i32 %csa.v0.22, ptr %csa.v0.23, align 4, !tbaa !5, !alias.scope ![[A:[0-9]+]], !noalias
; IR:          !{{[0-9]+}} = distinct !{!{{[0-9]+}}, !"csarules.runtime_check:csa.v0.15"}
; IR:          ![[N]] = !{![[S:[0-9]+]], !{{[0-9]+}}}
; IR:          ![[A]] = !{![[S]]}
; FAST:        "cycles": {{[0-9][0-9]}},
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
; SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
; SLOW:        "race_count": 0,
; SLOW:        "matches_sequential": true,
