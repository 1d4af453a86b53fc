; ModuleID = 'parallel_loop.c'
source_filename = "parallel_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @parallel_loop(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  br label %9

8:                                                ; preds = %9, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %15, %9 ]
  %11 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %12 = getelementptr inbounds i32, ptr %1, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, ptr %0, i64 %10
  store i32 %13, ptr %14, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %11)
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %7
  br i1 %16, label %8, label %9, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: nounwind uwtable
define dso_local void @parallel_loop_unroll2(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 1)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %21

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %2, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483646
  br label %22

12:                                               ; preds = %22, %6
  %13 = phi i64 [ 0, %6 ], [ %36, %22 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %12
  %16 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %17 = getelementptr inbounds i32, ptr %1, i64 %13
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = add nsw i32 %18, 1
  %20 = getelementptr inbounds i32, ptr %0, i64 %13
  store i32 %19, ptr %20, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %16)
  br label %21

21:                                               ; preds = %15, %12, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

22:                                               ; preds = %22, %10
  %23 = phi i64 [ 0, %10 ], [ %36, %22 ]
  %24 = phi i64 [ 0, %10 ], [ %37, %22 ]
  %25 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %26 = getelementptr inbounds i32, ptr %1, i64 %23
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = add nsw i32 %27, 1
  %29 = getelementptr inbounds i32, ptr %0, i64 %23
  store i32 %28, ptr %29, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %25)
  %30 = or disjoint i64 %23, 1
  %31 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %32 = getelementptr inbounds i32, ptr %1, i64 %30
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = add nsw i32 %33, 1
  %35 = getelementptr inbounds i32, ptr %0, i64 %30
  store i32 %34, ptr %35, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %31)
  %36 = add nuw nsw i64 %23, 2
  %37 = add i64 %24, 2
  %38 = icmp eq i64 %37, %11
  br i1 %38, label %12, label %22, !llvm.loop !11
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
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10, !12}
!12 = !{!"llvm.loop.unroll.disable"}
