; The Fortran-style externals of the spec's mapping table called directly, with Fortran's
; by-reference constant arguments (pointers to constant globals): each is recognised like
; the intrinsic it stands for.
; RUN: csarules expand %s | %strip-checks | FileCheck %s

; ModuleID = 'fortran_names.c'
source_filename = "fortran_names.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@eight = internal constant i32 8, align 4
@zero = internal constant i32 0, align 4
@four = internal constant i32 4, align 4

; Function Attrs: nounwind uwtable
define dso_local void @par(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @builtin_csa_parallel_loop_() #2
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %7

6:                                                ; preds = %7, %2
  ret void

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %12, %7 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4, !tbaa !5
  %12 = add nuw nsw i64 %8, 1
  %13 = icmp eq i64 %12, %5
  br i1 %13, label %6, label %7, !llvm.loop !9
}

declare void @builtin_csa_parallel_loop_() local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @spmd(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @builtin_csa_spmd_(ptr noundef nonnull @eight, ptr noundef nonnull @zero) #2
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %7

6:                                                ; preds = %7, %2
  ret void

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %12, %7 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = mul nsw i32 %10, 3
  store i32 %11, ptr %9, align 4, !tbaa !5
  %12 = add nuw nsw i64 %8, 1
  %13 = icmp eq i64 %12, %5
  br i1 %13, label %6, label %7, !llvm.loop !12
}

declare void @builtin_csa_spmd_(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @pipe(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @builtin_csa_pipeline_loop_(ptr noundef nonnull @four) #2
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %13, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i32, ptr %0, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = add nsw i32 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !13
}

declare void @builtin_csa_pipeline_loop_(ptr noundef) local_unnamed_addr #1

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
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}

; CHECK-LABEL: @par(
; CHECK:       call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-LABEL: @spmd(
; CHECK:       call i32 @llvm.csa.spmdization.entry(i32 8, i32 0)
; CHECK:       call i32 @llvm.csa.parallel.region.entry(i32 1001)
; CHECK-LABEL: @pipe(
; CHECK:       call i32 @llvm.csa.pipeline.loop.entry(i32 4)
; CHECK-NOT:   builtin_csa
