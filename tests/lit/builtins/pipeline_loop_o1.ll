; pipeline_loop on an inner loop through stock clang-14 -O1: the pipeline.loop intrinsics
; bracket the inner loop; ordering removes them (the cleaner).
; RUN: csarules expand %s | %strip-checks | FileCheck %s
; RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=CHECKO

; ModuleID = 'pipeline_loop_o1.c'
source_filename = "pipeline_loop_o1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @rowsum(double* nocapture noundef writeonly %0, double* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = sext i32 %3 to i64
  %9 = zext i32 %2 to i64
  %10 = zext i32 %3 to i64
  br label %12

11:                                               ; preds = %16, %4
  ret void

12:                                               ; preds = %6, %16
  %13 = phi i64 [ 0, %6 ], [ %19, %16 ]
  call void @builtin_csa_pipeline_loop_(i32 noundef 2) #2
  br i1 %7, label %14, label %16

14:                                               ; preds = %12
  %15 = mul nsw i64 %13, %8
  br label %21

16:                                               ; preds = %21, %12
  %17 = phi double [ 0.000000e+00, %12 ], [ %27, %21 ]
  %18 = getelementptr inbounds double, double* %0, i64 %13
  store double %17, double* %18, align 8, !tbaa !5
  %19 = add nuw nsw i64 %13, 1
  %20 = icmp eq i64 %19, %9
  br i1 %20, label %11, label %12, !llvm.loop !9

21:                                               ; preds = %14, %21
  %22 = phi i64 [ 0, %14 ], [ %28, %21 ]
  %23 = phi double [ 0.000000e+00, %14 ], [ %27, %21 ]
  %24 = add nsw i64 %22, %15
  %25 = getelementptr inbounds double, double* %1, i64 %24
  %26 = load double, double* %25, align 8, !tbaa !5
  %27 = fadd double %23, %26
  %28 = add nuw nsw i64 %22, 1
  %29 = icmp eq i64 %28, %10
  br i1 %29, label %16, label %21, !llvm.loop !12
}

declare void @builtin_csa_pipeline_loop_(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}

; CHECK:     %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 2)
; CHECK:     call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
; CHECK-NOT: builtin_csa
; CHECKO-NOT: @llvm.csa.pipeline
