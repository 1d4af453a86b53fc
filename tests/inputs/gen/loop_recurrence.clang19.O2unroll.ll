; ModuleID = 'loop_recurrence.c'
source_filename = "loop_recurrence.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @recurrence(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %29

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = load i32, ptr %0, align 4
  %7 = add nsw i64 %5, -1
  %8 = add nsw i64 %5, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %16, label %11

11:                                               ; preds = %4
  %12 = and i64 %7, -4
  %13 = getelementptr i8, ptr %0, i64 4
  %14 = getelementptr i8, ptr %0, i64 8
  %15 = getelementptr i8, ptr %0, i64 12
  br label %30

16:                                               ; preds = %30, %4
  %17 = phi i32 [ %6, %4 ], [ %41, %30 ]
  %18 = phi i64 [ 1, %4 ], [ %42, %30 ]
  %19 = icmp eq i64 %9, 0
  br i1 %19, label %29, label %20

20:                                               ; preds = %16, %20
  %21 = phi i32 [ %25, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %26, %20 ], [ %18, %16 ]
  %23 = phi i64 [ %27, %20 ], [ 0, %16 ]
  %24 = getelementptr i32, ptr %0, i64 %22
  %25 = add nsw i32 %21, 1
  store i32 %25, ptr %24, align 4, !tbaa !5
  %26 = add nuw nsw i64 %22, 1
  %27 = add i64 %23, 1
  %28 = icmp eq i64 %27, %9
  br i1 %28, label %29, label %20, !llvm.loop !9

29:                                               ; preds = %16, %20, %2
  ret void

30:                                               ; preds = %30, %11
  %31 = phi i32 [ %6, %11 ], [ %41, %30 ]
  %32 = phi i64 [ 1, %11 ], [ %42, %30 ]
  %33 = phi i64 [ 0, %11 ], [ %43, %30 ]
  %34 = getelementptr i32, ptr %0, i64 %32
  %35 = add nsw i32 %31, 1
  store i32 %35, ptr %34, align 4, !tbaa !5
  %36 = getelementptr i32, ptr %13, i64 %32
  %37 = add nsw i32 %31, 2
  store i32 %37, ptr %36, align 4, !tbaa !5
  %38 = getelementptr i32, ptr %14, i64 %32
  %39 = add nsw i32 %31, 3
  store i32 %39, ptr %38, align 4, !tbaa !5
  %40 = getelementptr i32, ptr %15, i64 %32
  %41 = add nsw i32 %31, 4
  store i32 %41, ptr %40, align 4, !tbaa !5
  %42 = add nuw nsw i64 %32, 4
  %43 = add i64 %33, 4
  %44 = icmp eq i64 %43, %12
  br i1 %44, label %16, label %30, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @recurrence_two(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = load i32, ptr %0, align 4
  %8 = add nsw i64 %6, -1
  %9 = add nsw i64 %6, -2
  %10 = and i64 %8, 3
  %11 = icmp ult i64 %9, 3
  br i1 %11, label %14, label %12

12:                                               ; preds = %5
  %13 = and i64 %8, -4
  br label %30

14:                                               ; preds = %30, %5
  %15 = phi i32 [ %7, %5 ], [ %52, %30 ]
  %16 = phi i64 [ 1, %5 ], [ %53, %30 ]
  %17 = icmp eq i64 %10, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %14, %18
  %19 = phi i32 [ %25, %18 ], [ %15, %14 ]
  %20 = phi i64 [ %26, %18 ], [ %16, %14 ]
  %21 = phi i64 [ %27, %18 ], [ 0, %14 ]
  %22 = getelementptr i32, ptr %0, i64 %20
  %23 = getelementptr inbounds i32, ptr %1, i64 %20
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = add nsw i32 %24, %19
  store i32 %25, ptr %22, align 4, !tbaa !5
  %26 = add nuw nsw i64 %20, 1
  %27 = add i64 %21, 1
  %28 = icmp eq i64 %27, %10
  br i1 %28, label %29, label %18, !llvm.loop !13

29:                                               ; preds = %14, %18, %3
  ret void

30:                                               ; preds = %30, %12
  %31 = phi i32 [ %7, %12 ], [ %52, %30 ]
  %32 = phi i64 [ 1, %12 ], [ %53, %30 ]
  %33 = phi i64 [ 0, %12 ], [ %54, %30 ]
  %34 = getelementptr i32, ptr %0, i64 %32
  %35 = getelementptr inbounds i32, ptr %1, i64 %32
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = add nsw i32 %36, %31
  store i32 %37, ptr %34, align 4, !tbaa !5
  %38 = add nuw nsw i64 %32, 1
  %39 = getelementptr i32, ptr %0, i64 %38
  %40 = getelementptr inbounds i32, ptr %1, i64 %38
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = add nsw i32 %41, %37
  store i32 %42, ptr %39, align 4, !tbaa !5
  %43 = add nuw nsw i64 %32, 2
  %44 = getelementptr i32, ptr %0, i64 %43
  %45 = getelementptr inbounds i32, ptr %1, i64 %43
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = add nsw i32 %46, %42
  store i32 %47, ptr %44, align 4, !tbaa !5
  %48 = add nuw nsw i64 %32, 3
  %49 = getelementptr i32, ptr %0, i64 %48
  %50 = getelementptr inbounds i32, ptr %1, i64 %48
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = add nsw i32 %51, %47
  store i32 %52, ptr %49, align 4, !tbaa !5
  %53 = add nuw nsw i64 %32, 4
  %54 = add i64 %33, 4
  %55 = icmp eq i64 %54, %13
  br i1 %55, label %14, label %30, !llvm.loop !14
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
