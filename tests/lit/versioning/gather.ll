; A gather whose indices are data confined by a mask (no affine range, none LLVM's
; LoopAccessAnalysis checks): the check bounds src's bytes by the mask's ends, 0 and 63.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry gather --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:random:seed=3' --arg 3=64 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry gather --arg '0=i32[80]:iota' --arg 1=0+16 --arg '2=i32[64]:random:seed=3' --arg 3=64 --json | FileCheck %s --check-prefix=SLOW
; RUN: csarules sim %s --entry gather --arg '0=i32[80]:iota' --arg 1=0+16 --arg '2=i32[64]:random:seed=3' --arg 3=64 --schedule random --seed 5

; ModuleID = 'gather.c'
source_filename = "gather.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gather(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %18, %9 ]
  %11 = getelementptr inbounds i32, ptr %2, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = and i32 %12, 63
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %0, i64 %10
  store i32 %16, ptr %17, align 4, !tbaa !5
  %18 = add nuw nsw i64 %10, 1
  %19 = icmp eq i64 %18, %7
  br i1 %19, label %8, label %9, !llvm.loop !9
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

; CHECK-LABEL: @gather (standard)
; CHECK:       versioned loop %9 (line 26): copy %csa.v0.9 runs when groups 28~34, 32~34 do not overlap
; CHECK-NEXT:    group 28 (%2): [%2, %2 + 4 + 4*(T[%9]-1))
; CHECK-NEXT:    group 32 (%1): [%1 + 4*{0..63}, %1 + 4 + 4*{0..63})
; CHECK-NEXT:    group 34 (%0): [%0, %0 + 4 + 4*(T[%9]-1))
; CHECK-NOT:     edge {{ +}}34' -> 32'
; CHECK:         released   34' -> 32'   [carried by %csa.v0.9] in %csa.v0.9 (runtime_check)
; FAST:        "cycles": {{[0-9][0-9][0-9]}},
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
; SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
; SLOW:        "race_count": 0,
; SLOW:        "matches_sequential": true,
