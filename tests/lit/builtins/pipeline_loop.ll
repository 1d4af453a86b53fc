; The spec's pipeline_loop example: a parallel outer loop whose inner reduction loop is
; marked pipeline_loop(0). The outer section covers the inner loop's preheader and exit; the
; pipeline.loop intrinsics go in the inner preheader and exit block; ordering removes them.
; RUN: csarules expand %s | %strip-checks | FileCheck %s
; RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=CHECKO

; ModuleID = 'pipeline_loop.c'
source_filename = "pipeline_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @rowsum(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  tail call void @builtin_csa_parallel_loop_() #2
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext i32 %3 to i64
  %9 = zext nneg i32 %2 to i64
  br label %11

10:                                               ; preds = %16, %4
  ret void

11:                                               ; preds = %6, %16
  %12 = phi i64 [ 0, %6 ], [ %19, %16 ]
  tail call void @builtin_csa_pipeline_loop_(i32 noundef 0) #2
  br i1 %7, label %13, label %16

13:                                               ; preds = %11
  %14 = mul nuw nsw i64 %12, %8
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  br label %21

16:                                               ; preds = %21, %11
  %17 = phi double [ 0.000000e+00, %11 ], [ %26, %21 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %12
  store double %17, ptr %18, align 8, !tbaa !5
  %19 = add nuw nsw i64 %12, 1
  %20 = icmp eq i64 %19, %9
  br i1 %20, label %10, label %11, !llvm.loop !9

21:                                               ; preds = %13, %21
  %22 = phi i64 [ 0, %13 ], [ %27, %21 ]
  %23 = phi double [ 0.000000e+00, %13 ], [ %26, %21 ]
  %24 = getelementptr inbounds double, ptr %15, i64 %22
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = fadd double %23, %25
  %27 = add nuw nsw i64 %22, 1
  %28 = icmp eq i64 %27, %8
  br i1 %28, label %16, label %21, !llvm.loop !12
}

declare void @builtin_csa_parallel_loop_() local_unnamed_addr #1

declare void @builtin_csa_pipeline_loop_(i32 noundef) local_unnamed_addr #1

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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}

; CHECK:     %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK:     %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK:     %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 0)
; CHECK-NEXT: br label %[[INNER:[0-9]+]]
; CHECK:     store double
; CHECK-NEXT: call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK:     [[INNER]]:
; CHECK:     br i1 %{{[0-9]+}}, label %bb{{[0-9]+}}.clie_exit, label %[[INNER]]
; CHECK:     bb{{[0-9]+}}.clie_exit:
; CHECK-NEXT: %bb{{[0-9]+}}.clie_exit.{{[0-9]+}} = phi double [ %{{[0-9]+}}, %[[INNER]] ]
; CHECK-NEXT: call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
; CHECKO-NOT: llvm.csa.pipeline.loop
