; Loops marked parallel (the header's __builtin_csa_parallel_loop, declared here as the
; external it becomes). Their sections release the pairs of different iterations; a check
; is worth it only where a store of one group comes first in an iteration and an access
; of another follows it: clang's unrolled gather (four stores and gathers per iteration)
; is versioned, and both copies keep the marks; a plain vadd is left to its sections.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry gather_par --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:random:seed=3' --arg 3=64 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry gather_par --arg '0=i32[64]:iota' --arg 1=0+0 --arg '2=i32[64]:iota' --arg 3=64 --json | FileCheck %s --check-prefix=SLOW
; RUN: csarules sim %s --entry gather_par --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:random:seed=3' --arg 3=64 --schedule random --seed 5

; ModuleID = 'parallel.c'
source_filename = "parallel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @gather_par(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  tail call void @builtin_csa_parallel_loop_() #2
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %3, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644
  br label %29

12:                                               ; preds = %29, %6
  %13 = phi i64 [ 0, %6 ], [ %63, %29 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %25, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %26, %15 ], [ 0, %12 ]
  %18 = getelementptr inbounds i32, ptr %2, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = and i32 %19, 63
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %1, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, ptr %0, i64 %16
  store i32 %23, ptr %24, align 4, !tbaa !5
  %25 = add nuw nsw i64 %16, 1
  %26 = add i64 %17, 1
  %27 = icmp eq i64 %26, %8
  br i1 %27, label %28, label %15, !llvm.loop !9

28:                                               ; preds = %12, %15, %4
  ret void

29:                                               ; preds = %29, %10
  %30 = phi i64 [ 0, %10 ], [ %63, %29 ]
  %31 = phi i64 [ 0, %10 ], [ %64, %29 ]
  %32 = getelementptr inbounds i32, ptr %2, i64 %30
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = and i32 %33, 63
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %1, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = getelementptr inbounds i32, ptr %0, i64 %30
  store i32 %37, ptr %38, align 4, !tbaa !5
  %39 = or disjoint i64 %30, 1
  %40 = getelementptr inbounds i32, ptr %2, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = and i32 %41, 63
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %1, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds i32, ptr %0, i64 %39
  store i32 %45, ptr %46, align 4, !tbaa !5
  %47 = or disjoint i64 %30, 2
  %48 = getelementptr inbounds i32, ptr %2, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = and i32 %49, 63
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %1, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, ptr %0, i64 %47
  store i32 %53, ptr %54, align 4, !tbaa !5
  %55 = or disjoint i64 %30, 3
  %56 = getelementptr inbounds i32, ptr %2, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = and i32 %57, 63
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %1, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = getelementptr inbounds i32, ptr %0, i64 %55
  store i32 %61, ptr %62, align 4, !tbaa !5
  %63 = add nuw nsw i64 %30, 4
  %64 = add i64 %31, 4
  %65 = icmp eq i64 %64, %11
  br i1 %65, label %12, label %29, !llvm.loop !11
}

declare void @builtin_csa_parallel_loop_() local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @vadd_par(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  tail call void @builtin_csa_parallel_loop_() #2
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %17, %9 ]
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !13
  %13 = getelementptr inbounds float, ptr %2, i64 %10
  %14 = load float, ptr %13, align 4, !tbaa !13
  %15 = fadd float %12, %14
  %16 = getelementptr inbounds float, ptr %0, i64 %10
  store float %15, ptr %16, align 4, !tbaa !13
  %17 = add nuw nsw i64 %10, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %8, label %9, !llvm.loop !15
}

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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = distinct !{!15, !12, !10}

; CHECK-LABEL: @gather_par (standard)
; CHECK:       versioned loop %15 (line 38): copy %csa.v0.15 runs when groups 41~47, 41~67, 45~47, 45~67, 47~61 do not overlap
; CHECK:       versioned loop %29 (line 57): copy %csa.v1.29 runs when groups 61~67, 65~67 do not overlap
; CHECK-NEXT:    group 61 (%2): [%2, %2 + 16 + 16*(T[%29]-1))
; CHECK-NEXT:    group 65 (%1): [%1 + 4*{0..63}, %1 + 4 + 4*{0..63})
; CHECK-NEXT:    group 67 (%0): [%0, %0 + 16 + 16*(T[%29]-1))
; CHECK:       edge {{ +}}66 -> 69 {{ +}}%41 = load i32
; CHECK:       released {{ +}}66 -> 69 {{ +}}[carried by %29] (parallel_section)
; CHECK:       released {{ +}}66' -> 69' {{ +}}in %csa.v1.29 (runtime_check)
; CHECK-NEXT:  released {{ +}}66' -> 69' {{ +}}[carried by %csa.v1.29] in %csa.v1.29 (parallel_section)
; CHECK-LABEL: @vadd_par (standard)
; CHECK-NEXT:  not versioned: loop %9 (line 116): its parallel loop's sections release the pairs a check would
; CHECK-NOT:   versioned loop
; FAST:        "cycles": {{[0-9][0-9][0-9]}},
; FAST:        "race_count": 0,
; FAST:        "mark_race_count": 0,
; FAST:        "matches_sequential": true,
; SLOW:        "cycles": {{[0-9][0-9][0-9]}},
; SLOW:        "race_count": 0,
; SLOW:        "mark_race_count": 0,
; SLOW:        "matches_sequential": true,
