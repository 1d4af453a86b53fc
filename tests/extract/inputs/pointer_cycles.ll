source_filename = "pointer_cycles.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @bump(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %7, %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 4, !tbaa !5
  ret i32 %6

7:                                                ; preds = %2, %7
  %8 = phi i32 [ %11, %7 ], [ 0, %2 ]
  %9 = phi ptr [ %10, %7 ], [ %0, %2 ]
  %10 = getelementptr inbounds i8, ptr %9, i64 4
  store i32 %8, ptr %10, align 4, !tbaa !5
  %11 = add nuw nsw i32 %8, 1
  %12 = icmp eq i32 %11, %1
  br i1 %12, label %4, label %7, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @stride_two_ways(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %8, %3
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !5
  ret i32 %7

8:                                                ; preds = %3, %8
  %9 = phi i32 [ %15, %8 ], [ 0, %3 ]
  %10 = phi ptr [ %14, %8 ], [ %0, %3 ]
  store i32 %9, ptr %10, align 4, !tbaa !5
  %11 = and i32 %9, %2
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i64 8, i64 4
  %14 = getelementptr inbounds i8, ptr %10, i64 %13
  %15 = add nuw nsw i32 %9, 1
  %16 = icmp eq i32 %15, %1
  br i1 %16, label %5, label %8, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @swap_walk(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %11, label %5

5:                                                ; preds = %11, %3
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = add nsw i32 %9, %7
  ret i32 %10

11:                                               ; preds = %3, %11
  %12 = phi ptr [ %14, %11 ], [ %0, %3 ]
  %13 = phi i32 [ %16, %11 ], [ 0, %3 ]
  %14 = phi ptr [ %15, %11 ], [ %1, %3 ]
  %15 = getelementptr inbounds i8, ptr %12, i64 4
  store i32 %13, ptr %14, align 4, !tbaa !5
  %16 = add nuw nsw i32 %13, 1
  %17 = icmp eq i32 %16, %2
  br i1 %17, label %5, label %11, !llvm.loop !13
}

attributes #0 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
