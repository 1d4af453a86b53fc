; A parallel loop inside another loop, left by a `return`: the expansion closes its region
; on that path with a phi of the region's token in the exit block, as a loop's closed form
; has every value used after a loop, so the outer loop's copy can give its own token there
; and the whole nest is versioned.
; RUN: csarules expand %s | FileCheck %s --check-prefix=EXPAND
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry rows --arg '0=f32[64]:iota' --arg '1=f32[64]:zero' --arg 2=4 --arg 3=8 --arg 4=99 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry rows --arg '0=f32[64]:iota' --arg '1=f32[64]:zero' --arg 2=4 --arg 3=8 --arg 4=20 --schedule random --seed 3
; RUN: csarules sim %s --entry rows --arg '0=f32[64]:iota' --arg 1=0+0 --arg 2=4 --arg 3=8 --arg 4=99 --json | FileCheck %s --check-prefix=SLOW

; ModuleID = 'parallel_return.c'
source_filename = "parallel_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @rows(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i64 %2, 0
  br i1 %6, label %7, label %27

7:                                                ; preds = %5
  %8 = icmp sgt i64 %3, 0
  br label %9

9:                                                ; preds = %7, %24
  %10 = phi i64 [ 0, %7 ], [ %25, %24 ]
  tail call void @builtin_csa_parallel_loop_() #2
  br i1 %8, label %11, label %24

11:                                               ; preds = %9
  %12 = mul nuw nsw i64 %10, %3
  br label %13

13:                                               ; preds = %11, %17
  %14 = phi i64 [ 0, %11 ], [ %22, %17 ]
  %15 = add nuw nsw i64 %14, %12
  %16 = icmp eq i64 %15, %4
  br i1 %16, label %27, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds float, ptr %0, i64 %15
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = fmul float %19, 2.000000e+00
  %21 = getelementptr inbounds float, ptr %1, i64 %15
  store float %20, ptr %21, align 4, !tbaa !5
  %22 = add nuw nsw i64 %14, 1
  %23 = icmp eq i64 %22, %3
  br i1 %23, label %24, label %13, !llvm.loop !9

24:                                               ; preds = %17, %9
  %25 = add nuw nsw i64 %10, 1
  %26 = icmp eq i64 %25, %2
  br i1 %26, label %27, label %9, !llvm.loop !12

27:                                               ; preds = %24, %13, %5
  ret void
}

declare void @builtin_csa_parallel_loop_() local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}

; EXPAND:      %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; EXPAND:      [[RET:.*]].clie_exit:
; EXPAND-NEXT: %clie_pre.exit = phi i32 [ %clie_pre, %{{[0-9]+}} ]
; EXPAND-NEXT: call void @llvm.csa.parallel.region.exit(i32 %clie_pre.exit)
; CHECK-LABEL: @rows (standard)
; CHECK:       versioned loop %{{[0-9]+}} (line {{[0-9]+}}): copy %csa.v0.{{[0-9]+}} runs when groups
; CHECK-NOT:   not versioned
; FAST:        "cycles": [[CYCLES:[0-9]+]],
; FAST-NEXT:   "oracle_cycles": [[CYCLES]],
; FAST:        "race_count": 0,
; FAST:        "mark_race_count": 0,
; FAST:        "matches_sequential": true,
; SLOW:        "race_count": 0,
; SLOW:        "mark_race_count": 0,
; SLOW:        "matches_sequential": true,
