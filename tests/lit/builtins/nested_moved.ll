; The spec's nested-loop pattern (Background, item 1): a marker in the outer loop's body in
; front of the inner loop, and one in front of a second loop. Each marker belongs to the loop
; whose preheader search finds it, never to the outer loop, so only the inner loop and the
; second loop get regions.
; RUN: csarules expand %s | %strip-checks | FileCheck %s

; ModuleID = 'nested_moved.c'
source_filename = "nested_moved.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @two(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %4
  tail call void @builtin_csa_parallel_loop_() #2
  br label %29

7:                                                ; preds = %4
  %8 = icmp sgt i32 %3, 0
  %9 = zext i32 %3 to i64
  %10 = zext nneg i32 %2 to i64
  br label %14

11:                                               ; preds = %19
  tail call void @builtin_csa_parallel_loop_() #2
  br i1 %5, label %12, label %29

12:                                               ; preds = %11
  %13 = zext nneg i32 %2 to i64
  br label %30

14:                                               ; preds = %7, %19
  %15 = phi i64 [ 0, %7 ], [ %20, %19 ]
  tail call void @builtin_csa_parallel_loop_() #2
  br i1 %8, label %16, label %19

16:                                               ; preds = %14
  %17 = mul nuw nsw i64 %15, %9
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  br label %22

19:                                               ; preds = %22, %14
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp eq i64 %20, %10
  br i1 %21, label %11, label %14, !llvm.loop !5

22:                                               ; preds = %16, %22
  %23 = phi i64 [ 0, %16 ], [ %27, %22 ]
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !8
  %26 = getelementptr inbounds i32, ptr %18, i64 %23
  store i32 %25, ptr %26, align 4, !tbaa !8
  %27 = add nuw nsw i64 %23, 1
  %28 = icmp eq i64 %27, %9
  br i1 %28, label %19, label %22, !llvm.loop !12

29:                                               ; preds = %30, %6, %11
  ret void

30:                                               ; preds = %12, %30
  %31 = phi i64 [ 0, %12 ], [ %36, %30 ]
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !8
  %34 = shl nsw i32 %33, 1
  %35 = getelementptr inbounds i32, ptr %1, i64 %31
  store i32 %34, ptr %35, align 4, !tbaa !8
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %13
  br i1 %37, label %29, label %30, !llvm.loop !13
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
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}

; CHECK-DAG: call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-DAG: call i32 @llvm.csa.parallel.region.entry(i32 1001)
; CHECK-DAG: call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-DAG: call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre1)
; CHECK-NOT: region.entry
; CHECK:     declare
