; A loop clang -O2 leaves without a preheader (the entry block branches to the header or
; past the loop): the expansion makes one on the entering edge, as LoopSimplify would, so
; the region is entered only on paths into the loop.
; RUN: csarules expand %s | %strip-checks | FileCheck %s
; RUN: csarules sim %s --entry walk --arg i32[8]:iota --arg i32[8]:zero --arg 8 | FileCheck %s --check-prefix=CHECKS

; ModuleID = 'no_preheader.c'
source_filename = "no_preheader.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @walk(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  tail call void @builtin_csa_parallel_loop_() #2
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %14

5:                                                ; preds = %3, %5
  %6 = phi i32 [ %9, %5 ], [ %2, %3 ]
  %7 = phi ptr [ %12, %5 ], [ %1, %3 ]
  %8 = phi ptr [ %10, %5 ], [ %0, %3 ]
  %9 = add nsw i32 %6, -1
  %10 = getelementptr inbounds i8, ptr %8, i64 4
  %11 = load i32, ptr %8, align 4, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %7, i64 4
  store i32 %11, ptr %7, align 4, !tbaa !5
  %13 = icmp ugt i32 %6, 1
  br i1 %13, label %5, label %14, !llvm.loop !9

14:                                               ; preds = %5, %3
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}

; CHECK:      br i1 %{{[0-9]+}}, label %bb{{[0-9]+}}.clie_ph, label
; CHECK:      bb{{[0-9]+}}.clie_ph:
; CHECK-NEXT: %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT: br label %[[H:[0-9]+]]
; CHECK:      [[H]]:
; CHECK-NEXT: phi {{.*}}, %bb{{[0-9]+}}.clie_ph ]
; CHECKS: races: 0
