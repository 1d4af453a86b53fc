; A histogram: its bins are data confined by a mask, so hist's group spans bins 0 to 15;
; the copy releases the index loads from the bins' stores, which keep their own order.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry histogram --arg '0=i32[16]:zero' --arg '1=i32[64]:random:seed=3' --arg 2=64 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry histogram --arg '0=i32[80]:zero' --arg 1=0+8 --arg 2=64 --json | FileCheck %s --check-prefix=SLOW
; RUN: csarules sim %s --entry histogram --arg '0=i32[80]:zero' --arg 1=0+8 --arg 2=64 --schedule random --seed 5

; ModuleID = 'histogram.c'
source_filename = "histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @histogram(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %17, %8 ]
  %10 = getelementptr inbounds i32, ptr %1, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = and i32 %11, 15
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %14, align 4, !tbaa !5
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %6
  br i1 %18, label %7, label %8, !llvm.loop !9
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}

; CHECK-LABEL: @histogram (standard)
; CHECK:       versioned loop %8 (line 26): copy %csa.v0.8 runs when groups 28~32 do not overlap
; CHECK-NEXT:    group 28 (%1): [%1, %1 + 4 + 4*(T[%8]-1))
; CHECK-NEXT:    group 32 (%0): [%0 + 4*{0..15}, %0 + 4 + 4*{0..15})
; CHECK:         edge       32' -> 34'   in %csa.v0.8  store i32 %16, ptr %14
; CHECK:         edge       34' -> 32'   [carried by %csa.v0.8] in %csa.v0.8  %15 = load i32, ptr %14
; CHECK:       released {{.*}} in %csa.v0.8 (runtime_check)
; FAST:        "cycles": {{[0-9][0-9][0-9][0-9]}},
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
; SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
; SLOW:        "race_count": 0,
; SLOW:        "matches_sequential": true,
