source_filename = "trip_counts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @row_shift(ptr nocapture noundef %0) local_unnamed_addr #0 {
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %10, %3 ]
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  %8 = or disjoint i64 %4, 8
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  store i32 %7, ptr %9, align 4, !tbaa !5
  %10 = add nuw nsw i64 %4, 1
  %11 = icmp eq i64 %10, 8
  br i1 %11, label %2, label %3, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @from_one(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = load i32, ptr %0, align 4
  br label %4

3:                                                ; preds = %4
  ret void

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %2, %1 ], [ %8, %4 ]
  %6 = phi i64 [ 1, %1 ], [ %9, %4 ]
  %7 = getelementptr i32, ptr %0, i64 %6
  %8 = shl nsw i32 %5, 1
  store i32 %8, ptr %7, align 4, !tbaa !5
  %9 = add nuw nsw i64 %6, 1
  %10 = icmp eq i64 %9, 8
  br i1 %10, label %3, label %4, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @odd_from_middle(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 80
  br label %5

4:                                                ; preds = %5
  ret void

5:                                                ; preds = %2, %5
  %6 = phi i64 [ 0, %2 ], [ %17, %5 ]
  %7 = load i32, ptr %3, align 4, !tbaa !5
  %8 = getelementptr inbounds i32, ptr %1, i64 %6
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds i32, ptr %0, i64 %6
  store i32 %10, ptr %11, align 4, !tbaa !5
  %12 = load i32, ptr %3, align 4, !tbaa !5
  %13 = load i32, ptr %8, align 4, !tbaa !5
  %14 = sub nsw i32 %12, %13
  %15 = or disjoint i64 %6, 1
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  store i32 %14, ptr %16, align 4, !tbaa !5
  %17 = add nuw nsw i64 %6, 2
  %18 = icmp ult i64 %6, 38
  br i1 %18, label %5, label %4, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @countdown(ptr nocapture noundef %0) local_unnamed_addr #0 {
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 7, %1 ], [ %8, %3 ]
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %5, align 4, !tbaa !5
  %8 = add nsw i64 %4, -1
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %2, label %3, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rows_of_eight(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr i8, ptr %0, i64 -32
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %7

7:                                                ; preds = %5, %10
  %8 = phi i64 [ 1, %5 ], [ %11, %10 ]
  br label %13

9:                                                ; preds = %10, %2
  ret void

10:                                               ; preds = %13
  %11 = add nuw nsw i64 %8, 1
  %12 = icmp eq i64 %11, %6
  br i1 %12, label %9, label %7, !llvm.loop !15

13:                                               ; preds = %7, %13
  %14 = phi i64 [ 0, %7 ], [ %19, %13 ]
  %15 = getelementptr nusw [8 x i32], ptr %3, i64 %8, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = add nsw i32 %16, 1
  %18 = getelementptr inbounds [8 x i32], ptr %0, i64 %8, i64 %14
  store i32 %17, ptr %18, align 4, !tbaa !5
  %19 = add nuw nsw i64 %14, 1
  %20 = icmp eq i64 %19, 8
  br i1 %20, label %10, label %13, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @up_to_n(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
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
  br i1 %13, label %6, label %7, !llvm.loop !17
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @step_three(ptr nocapture noundef writeonly %0) local_unnamed_addr #1 {
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %7, %3 ]
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = trunc nuw nsw i64 %4 to i32
  store i32 %6, ptr %5, align 4, !tbaa !5
  %7 = add nuw nsw i64 %4, 3
  %8 = icmp ult i64 %4, 17
  br i1 %8, label %3, label %2, !llvm.loop !18
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
