; ModuleID = 'nested_2d.c'
source_filename = "nested_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @row_sums(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %15

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext i32 %3 to i64
  %9 = zext nneg i32 %2 to i64
  br label %10

10:                                               ; preds = %6, %16
  %11 = phi i64 [ 0, %6 ], [ %19, %16 ]
  br i1 %7, label %12, label %16

12:                                               ; preds = %10
  %13 = mul nuw nsw i64 %11, %8
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  br label %21

15:                                               ; preds = %16, %4
  ret void

16:                                               ; preds = %21, %10
  %17 = phi i32 [ 0, %10 ], [ %26, %21 ]
  %18 = getelementptr inbounds i32, ptr %0, i64 %11
  store i32 %17, ptr %18, align 4, !tbaa !5
  %19 = add nuw nsw i64 %11, 1
  %20 = icmp eq i64 %19, %9
  br i1 %20, label %15, label %10, !llvm.loop !9

21:                                               ; preds = %12, %21
  %22 = phi i64 [ 0, %12 ], [ %27, %21 ]
  %23 = phi i32 [ 0, %12 ], [ %26, %21 ]
  %24 = getelementptr inbounds i32, ptr %14, i64 %22
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = add nsw i32 %25, %23
  %27 = add nuw nsw i64 %22, 1
  %28 = icmp eq i64 %27, %8
  br i1 %28, label %16, label %21, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_rows(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %18

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = sext i32 %2 to i64
  %8 = zext nneg i32 %1 to i64
  %9 = zext nneg i32 %2 to i64
  br label %10

10:                                               ; preds = %5, %19
  %11 = phi i64 [ 1, %5 ], [ %20, %19 ]
  br i1 %6, label %12, label %19

12:                                               ; preds = %10
  %13 = add nsw i64 %11, -1
  %14 = mul nsw i64 %13, %7
  %15 = mul nuw nsw i64 %11, %7
  %16 = getelementptr i32, ptr %0, i64 %14
  %17 = getelementptr i32, ptr %0, i64 %15
  br label %22

18:                                               ; preds = %19, %3
  ret void

19:                                               ; preds = %22, %10
  %20 = add nuw nsw i64 %11, 1
  %21 = icmp eq i64 %20, %8
  br i1 %21, label %18, label %10, !llvm.loop !13

22:                                               ; preds = %12, %22
  %23 = phi i64 [ 0, %12 ], [ %29, %22 ]
  %24 = getelementptr i32, ptr %16, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = getelementptr i32, ptr %17, i64 %23
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = add nsw i32 %27, %25
  store i32 %28, ptr %26, align 4, !tbaa !5
  %29 = add nuw nsw i64 %23, 1
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %19, label %22, !llvm.loop !14
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
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
