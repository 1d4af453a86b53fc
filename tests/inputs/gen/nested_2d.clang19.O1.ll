; ModuleID = 'nested_2d.c'
source_filename = "nested_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @row_sums(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext i32 %3 to i64
  %9 = zext nneg i32 %2 to i64
  %10 = zext nneg i32 %3 to i64
  br label %11

11:                                               ; preds = %6, %17
  %12 = phi i64 [ 0, %6 ], [ %20, %17 ]
  br i1 %7, label %13, label %17

13:                                               ; preds = %11
  %14 = mul nuw nsw i64 %12, %8
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  br label %22

16:                                               ; preds = %17, %4
  ret void

17:                                               ; preds = %22, %11
  %18 = phi i32 [ 0, %11 ], [ %27, %22 ]
  %19 = getelementptr inbounds i32, ptr %0, i64 %12
  store i32 %18, ptr %19, align 4, !tbaa !5
  %20 = add nuw nsw i64 %12, 1
  %21 = icmp eq i64 %20, %9
  br i1 %21, label %16, label %11, !llvm.loop !9

22:                                               ; preds = %13, %22
  %23 = phi i64 [ 0, %13 ], [ %28, %22 ]
  %24 = phi i32 [ 0, %13 ], [ %27, %22 ]
  %25 = getelementptr inbounds i32, ptr %15, i64 %23
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = add nsw i32 %26, %24
  %28 = add nuw nsw i64 %23, 1
  %29 = icmp eq i64 %28, %10
  br i1 %29, label %17, label %22, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_rows(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %19

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = sext i32 %2 to i64
  %8 = sext i32 %2 to i64
  %9 = zext nneg i32 %1 to i64
  %10 = zext nneg i32 %2 to i64
  br label %11

11:                                               ; preds = %5, %20
  %12 = phi i64 [ 1, %5 ], [ %21, %20 ]
  br i1 %6, label %13, label %20

13:                                               ; preds = %11
  %14 = add nsw i64 %12, -1
  %15 = mul nsw i64 %14, %7
  %16 = mul nuw nsw i64 %12, %8
  %17 = getelementptr i32, ptr %0, i64 %15
  %18 = getelementptr i32, ptr %0, i64 %16
  br label %23

19:                                               ; preds = %20, %3
  ret void

20:                                               ; preds = %23, %11
  %21 = add nuw nsw i64 %12, 1
  %22 = icmp eq i64 %21, %9
  br i1 %22, label %19, label %11, !llvm.loop !13

23:                                               ; preds = %13, %23
  %24 = phi i64 [ 0, %13 ], [ %30, %23 ]
  %25 = getelementptr i32, ptr %17, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = getelementptr i32, ptr %18, i64 %24
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = add nsw i32 %28, %26
  store i32 %29, ptr %27, align 4, !tbaa !5
  %30 = add nuw nsw i64 %24, 1
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %20, label %23, !llvm.loop !14
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
