; A transpose (clang-19 -O2): per row, a vector loop (taken only for one row), then a
; prologue loop of `cols & 3` iterations starting at 0 or where the vector loop stopped,
; then a loop unrolled by four starting where the prologue stopped. The outer nest is
; versioned: the unrolled loop's start is the prologue's counter in its last iteration
; (%36 + %25, `cols & 3` iterations) or the prologue's own start, itself a choice between
; 0 and where the vector loop stopped, so its candidates are 0, %25, %23 and %23 + %25,
; each counted only when the branches that bring it held (back to the entries of the
; loops they leave: %23 only where the vector loop ran). The four stores of one
; unrolled iteration go down a column, through one pointer at bases that differ by
; multiples of `rows`: they are compared with the loads only. Disjoint arrays: 685 cycles
; for 4 x 8 (1292 unversioned), 2643 for 10 x 13 (5210); `src` overlapping `dst`: the
; original runs.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules edges --json %s | FileCheck %s --check-prefix=JSON
; RUN: csarules sim %s --entry transpose --arg '0=i32[32]:zero' --arg '1=i32[32]:iota' --arg 2=4 --arg 3=8 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry transpose --arg '0=i32[130]:zero' --arg '1=i32[130]:iota' --arg 2=10 --arg 3=13 --schedule random --seed 3 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry transpose --arg '0=i32[40]:zero' --arg 1=0+4 --arg 2=4 --arg 3=8 --schedule random --seed 5 --json | FileCheck %s --check-prefix=FAST

; ModuleID = 'transpose_vec.c'
source_filename = "transpose_vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @transpose(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %62

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext nneg i32 %2 to i64
  %9 = zext i32 %3 to i64
  %10 = add nuw nsw i64 %8, %9
  %11 = shl nuw nsw i64 %10, 2
  %12 = getelementptr i8, ptr %0, i64 %11
  %13 = getelementptr i8, ptr %12, i64 -4
  %14 = mul nuw nsw i64 %9, %8
  %15 = shl i64 %14, 2
  %16 = getelementptr i8, ptr %1, i64 %15
  %17 = icmp ugt i32 %3, 7
  %18 = icmp eq i32 %2, 1
  %19 = and i1 %17, %18
  %20 = icmp ugt ptr %16, %0
  %21 = icmp ugt ptr %13, %1
  %22 = and i1 %20, %21
  %23 = and i64 %9, 2147483640
  %24 = icmp eq i64 %23, %9
  %25 = and i64 %9, 3
  %26 = icmp eq i64 %25, 0
  br label %27

27:                                               ; preds = %6, %63
  %28 = phi i64 [ 0, %6 ], [ %64, %63 ]
  br i1 %7, label %29, label %63

29:                                               ; preds = %27
  %30 = mul nuw nsw i64 %28, %9
  %31 = getelementptr inbounds i32, ptr %1, i64 %30
  %32 = getelementptr inbounds i32, ptr %0, i64 %28
  %33 = xor i1 %19, true
  %34 = select i1 %33, i1 true, i1 %22
  br i1 %34, label %35, label %51

35:                                               ; preds = %29, %61
  %36 = phi i64 [ 0, %29 ], [ %23, %61 ]
  br i1 %26, label %47, label %37

37:                                               ; preds = %35, %37
  %38 = phi i64 [ %44, %37 ], [ %36, %35 ]
  %39 = phi i64 [ %45, %37 ], [ 0, %35 ]
  %40 = getelementptr inbounds i32, ptr %31, i64 %38
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = mul nuw nsw i64 %38, %8
  %43 = getelementptr inbounds i32, ptr %32, i64 %42
  store i32 %41, ptr %43, align 4, !tbaa !5
  %44 = add nuw nsw i64 %38, 1
  %45 = add i64 %39, 1
  %46 = icmp eq i64 %45, %25
  br i1 %46, label %47, label %37, !llvm.loop !9

47:                                               ; preds = %37, %35
  %48 = phi i64 [ %36, %35 ], [ %44, %37 ]
  %49 = sub nsw i64 %36, %9
  %50 = icmp ugt i64 %49, -4
  br i1 %50, label %63, label %66

51:                                               ; preds = %29, %51
  %52 = phi i64 [ %59, %51 ], [ 0, %29 ]
  %53 = getelementptr inbounds i32, ptr %31, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load <4 x i32>, ptr %53, align 4, !tbaa !5, !alias.scope !11
  %56 = load <4 x i32>, ptr %54, align 4, !tbaa !5, !alias.scope !11
  %57 = getelementptr inbounds i32, ptr %32, i64 %52
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  store <4 x i32> %55, ptr %57, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  store <4 x i32> %56, ptr %58, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  %59 = add nuw i64 %52, 8
  %60 = icmp eq i64 %59, %23
  br i1 %60, label %61, label %51, !llvm.loop !16

61:                                               ; preds = %51
  br i1 %24, label %63, label %35

62:                                               ; preds = %63, %4
  ret void

63:                                               ; preds = %47, %66, %61, %27
  %64 = add nuw nsw i64 %28, 1
  %65 = icmp eq i64 %64, %8
  br i1 %65, label %62, label %27, !llvm.loop !20

66:                                               ; preds = %47, %66
  %67 = phi i64 [ %87, %66 ], [ %48, %47 ]
  %68 = getelementptr inbounds i32, ptr %31, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = mul nuw nsw i64 %67, %8
  %71 = getelementptr inbounds i32, ptr %32, i64 %70
  store i32 %69, ptr %71, align 4, !tbaa !5
  %72 = add nuw nsw i64 %67, 1
  %73 = getelementptr inbounds i32, ptr %31, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = mul nuw nsw i64 %72, %8
  %76 = getelementptr inbounds i32, ptr %32, i64 %75
  store i32 %74, ptr %76, align 4, !tbaa !5
  %77 = add nuw nsw i64 %67, 2
  %78 = getelementptr inbounds i32, ptr %31, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !5
  %80 = mul nuw nsw i64 %77, %8
  %81 = getelementptr inbounds i32, ptr %32, i64 %80
  store i32 %79, ptr %81, align 4, !tbaa !5
  %82 = add nuw nsw i64 %67, 3
  %83 = getelementptr inbounds i32, ptr %31, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = mul nuw nsw i64 %82, %8
  %86 = getelementptr inbounds i32, ptr %32, i64 %85
  store i32 %84, ptr %86, align 4, !tbaa !5
  %87 = add nuw nsw i64 %67, 4
  %88 = icmp eq i64 %87, %9
  br i1 %88, label %63, label %66, !llvm.loop !21
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
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !17, !18}

; CHECK-LABEL: @transpose (standard)
; CHECK:       versioned loop %27 (line {{[0-9]+}}): copy %csa.v0.27 runs when groups [[SRC:[0-9]+]]~[[D0:[0-9]+]], [[SRC]]~[[D1:[0-9]+]], [[SRC]]~[[D2:[0-9]+]], [[SRC]]~[[D3:[0-9]+]] do not overlap
; CHECK:         group [[SRC]] (%1): [min({{.*}}%1 + 4*{%23, %23 + %25, %25, 0} + {{.*}}16*(T[%66]-1)))
; CHECK:         group [[D1]] (%0 + 4*%2): [
; CHECK:         group [[D2]] (%0 + 8*%2): [
; CHECK:         group [[D3]] (%0 + 12*%2): [
; CHECK-NOT:   not versioned: loop %27
; JSON:        "choices": {
; JSON-NEXT:     "%36": [
; JSON-NEXT:       "%23",
; JSON-NEXT:       "0"
; JSON-NEXT:     ],
; JSON-NEXT:     "%48": [
; JSON-NEXT:       "%23",
; JSON-NEXT:       "%23 + %25",
; JSON-NEXT:       "%25",
; JSON-NEXT:       "0"
; JSON:        "choices_taken_only_if": {
; JSON:          "%48": {
; JSON-NEXT:       "%23": "((%26 & ((%34 & %7 & %5) | (!%24 & !%34 & %7))) & (!%24 & !%34 & %7))",
; JSON-NEXT:       "%23 + %25": "((!%26 & ((%34 & %7) | (!%24 & !%34))) & (!%24 & !%34 & %7))",
; JSON-NEXT:       "%25": "((!%26 & ((%34 & %7) | (!%24 & !%34))) & (%34 & %7 & %5))",
; JSON-NEXT:       "0": "((%26 & ((%34 & %7 & %5) | (!%24 & !%34 & %7))) & (%34 & %7 & %5))"
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
