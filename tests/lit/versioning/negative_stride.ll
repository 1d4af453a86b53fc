; A loop counting down: the stride is negative, so a group's range runs from its access
; in the last iteration up to its access in the first.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry scale_down --arg '0=i64[32]:zero' --arg '1=i64[32]:iota' --arg 2=32 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry scale_down --arg '0=i64[40]:iota' --arg 1=0+8 --arg 2=32 --json | FileCheck %s --check-prefix=SLOW

; ModuleID = 'negative_stride.c'
source_filename = "negative_stride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale_down(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i64 %2, 0
  br i1 %4, label %5, label %21

5:                                                ; preds = %3
  %6 = and i64 %2, 3
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %18, label %8

8:                                                ; preds = %5, %8
  %9 = phi i64 [ %11, %8 ], [ %2, %5 ]
  %10 = phi i64 [ %16, %8 ], [ 0, %5 ]
  %11 = add nsw i64 %9, -1
  %12 = getelementptr inbounds i64, ptr %1, i64 %11
  %13 = load i64, ptr %12, align 8, !tbaa !5
  %14 = shl nsw i64 %13, 1
  %15 = getelementptr inbounds i64, ptr %0, i64 %11
  store i64 %14, ptr %15, align 8, !tbaa !5
  %16 = add i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %18, label %8, !llvm.loop !9

18:                                               ; preds = %8, %5
  %19 = phi i64 [ %2, %5 ], [ %11, %8 ]
  %20 = icmp ult i64 %2, 4
  br i1 %20, label %21, label %22

21:                                               ; preds = %18, %22, %3
  ret void

22:                                               ; preds = %18, %22
  %23 = phi i64 [ %39, %22 ], [ %19, %18 ]
  %24 = add nsw i64 %23, -1
  %25 = getelementptr inbounds i64, ptr %1, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !5
  %27 = shl nsw i64 %26, 1
  %28 = getelementptr inbounds i64, ptr %0, i64 %24
  store i64 %27, ptr %28, align 8, !tbaa !5
  %29 = add nsw i64 %23, -2
  %30 = getelementptr inbounds i64, ptr %1, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !5
  %32 = shl nsw i64 %31, 1
  %33 = getelementptr inbounds i64, ptr %0, i64 %29
  store i64 %32, ptr %33, align 8, !tbaa !5
  %34 = add nsw i64 %23, -3
  %35 = getelementptr inbounds i64, ptr %1, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !5
  %37 = shl nsw i64 %36, 1
  %38 = getelementptr inbounds i64, ptr %0, i64 %34
  store i64 %37, ptr %38, align 8, !tbaa !5
  %39 = add nsw i64 %23, -4
  %40 = getelementptr inbounds i64, ptr %1, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !5
  %42 = shl nsw i64 %41, 1
  %43 = getelementptr inbounds i64, ptr %0, i64 %39
  store i64 %42, ptr %43, align 8, !tbaa !5
  %44 = icmp ugt i64 %34, 1
  br i1 %44, label %22, label %21, !llvm.loop !11
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
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}

; CHECK-LABEL: @scale_down (standard)
; CHECK:       versioned loop %8 (line 23): copy %csa.v0.8 runs when groups 27~30 do not overlap
; CHECK-NEXT:    group 27 (%1 + 8*%2): [%1 + 8*%2 + -8 + -8*(T[%8]-1), %1 + 8*%2)
; FAST:        "cycles": {{[0-9][0-9]}},
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
; SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
; SLOW:        "race_count": 0,
; SLOW:        "matches_sequential": true,
