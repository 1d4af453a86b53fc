; ModuleID = 'reduction.c'
source_filename = "reduction.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 7
  %7 = icmp ult i32 %1, 8
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483640
  br label %27

10:                                               ; preds = %27, %4
  %11 = phi i32 [ poison, %4 ], [ %61, %27 ]
  %12 = phi i64 [ 0, %4 ], [ %62, %27 ]
  %13 = phi i32 [ 0, %4 ], [ %61, %27 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi i32 [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds i32, ptr %0, i64 %16
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = add nsw i32 %20, %17
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !9

25:                                               ; preds = %10, %15, %2
  %26 = phi i32 [ 0, %2 ], [ %11, %10 ], [ %21, %15 ]
  ret i32 %26

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %62, %27 ]
  %29 = phi i32 [ 0, %8 ], [ %61, %27 ]
  %30 = phi i64 [ 0, %8 ], [ %63, %27 ]
  %31 = getelementptr inbounds i32, ptr %0, i64 %28
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = add nsw i32 %32, %29
  %34 = or disjoint i64 %28, 1
  %35 = getelementptr inbounds i32, ptr %0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = add nsw i32 %36, %33
  %38 = or disjoint i64 %28, 2
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = add nsw i32 %40, %37
  %42 = or disjoint i64 %28, 3
  %43 = getelementptr inbounds i32, ptr %0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = add nsw i32 %44, %41
  %46 = or disjoint i64 %28, 4
  %47 = getelementptr inbounds i32, ptr %0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add nsw i32 %48, %45
  %50 = or disjoint i64 %28, 5
  %51 = getelementptr inbounds i32, ptr %0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = add nsw i32 %52, %49
  %54 = or disjoint i64 %28, 6
  %55 = getelementptr inbounds i32, ptr %0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = add nsw i32 %56, %53
  %58 = or disjoint i64 %28, 7
  %59 = getelementptr inbounds i32, ptr %0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = add nsw i32 %60, %57
  %62 = add nuw nsw i64 %28, 8
  %63 = add i64 %30, 8
  %64 = icmp eq i64 %63, %9
  br i1 %64, label %10, label %27, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sum_into(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %26

5:                                                ; preds = %3
  %6 = load i32, ptr %0, align 4, !tbaa !5
  %7 = zext nneg i32 %2 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %2, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %7, 2147483644
  br label %27

12:                                               ; preds = %27, %5
  %13 = phi i64 [ 0, %5 ], [ %46, %27 ]
  %14 = phi i32 [ %6, %5 ], [ %45, %27 ]
  %15 = icmp eq i64 %8, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %12, %16
  %17 = phi i64 [ %23, %16 ], [ %13, %12 ]
  %18 = phi i32 [ %22, %16 ], [ %14, %12 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %12 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %17
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = add nsw i32 %18, %21
  store i32 %22, ptr %0, align 4, !tbaa !5
  %23 = add nuw nsw i64 %17, 1
  %24 = add i64 %19, 1
  %25 = icmp eq i64 %24, %8
  br i1 %25, label %26, label %16, !llvm.loop !13

26:                                               ; preds = %12, %16, %3
  ret void

27:                                               ; preds = %27, %10
  %28 = phi i64 [ 0, %10 ], [ %46, %27 ]
  %29 = phi i32 [ %6, %10 ], [ %45, %27 ]
  %30 = phi i64 [ 0, %10 ], [ %47, %27 ]
  %31 = getelementptr inbounds i32, ptr %1, i64 %28
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = add nsw i32 %29, %32
  store i32 %33, ptr %0, align 4, !tbaa !5
  %34 = or disjoint i64 %28, 1
  %35 = getelementptr inbounds i32, ptr %1, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = add nsw i32 %33, %36
  store i32 %37, ptr %0, align 4, !tbaa !5
  %38 = or disjoint i64 %28, 2
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = add nsw i32 %37, %40
  store i32 %41, ptr %0, align 4, !tbaa !5
  %42 = or disjoint i64 %28, 3
  %43 = getelementptr inbounds i32, ptr %1, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = add nsw i32 %41, %44
  store i32 %45, ptr %0, align 4, !tbaa !5
  %46 = add nuw nsw i64 %28, 4
  %47 = add i64 %30, 4
  %48 = icmp eq i64 %47, %11
  br i1 %48, label %12, label %27, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @max_of(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %31

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = add nsw i64 %6, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %16, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, -4
  %13 = getelementptr inbounds i8, ptr %0, i64 4
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 12
  br label %33

16:                                               ; preds = %33, %5
  %17 = phi i32 [ poison, %5 ], [ %48, %33 ]
  %18 = phi i64 [ 1, %5 ], [ %49, %33 ]
  %19 = phi i32 [ %3, %5 ], [ %48, %33 ]
  %20 = icmp eq i64 %9, 0
  br i1 %20, label %31, label %21

21:                                               ; preds = %16, %21
  %22 = phi i64 [ %28, %21 ], [ %18, %16 ]
  %23 = phi i32 [ %27, %21 ], [ %19, %16 ]
  %24 = phi i64 [ %29, %21 ], [ 0, %16 ]
  %25 = getelementptr inbounds i32, ptr %0, i64 %22
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = tail call i32 @llvm.smax.i32(i32 %26, i32 %23)
  %28 = add nuw nsw i64 %22, 1
  %29 = add i64 %24, 1
  %30 = icmp eq i64 %29, %9
  br i1 %30, label %31, label %21, !llvm.loop !15

31:                                               ; preds = %16, %21, %2
  %32 = phi i32 [ %3, %2 ], [ %17, %16 ], [ %27, %21 ]
  ret i32 %32

33:                                               ; preds = %33, %11
  %34 = phi i64 [ 1, %11 ], [ %49, %33 ]
  %35 = phi i32 [ %3, %11 ], [ %48, %33 ]
  %36 = phi i64 [ 0, %11 ], [ %50, %33 ]
  %37 = getelementptr inbounds i32, ptr %0, i64 %34
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = tail call i32 @llvm.smax.i32(i32 %38, i32 %35)
  %40 = getelementptr inbounds i32, ptr %13, i64 %34
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 %39)
  %43 = getelementptr inbounds i32, ptr %14, i64 %34
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = tail call i32 @llvm.smax.i32(i32 %44, i32 %42)
  %46 = getelementptr inbounds i32, ptr %15, i64 %34
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = tail call i32 @llvm.smax.i32(i32 %47, i32 %45)
  %49 = add nuw nsw i64 %34, 4
  %50 = add i64 %36, 4
  %51 = icmp eq i64 %50, %12
  br i1 %51, label %16, label %33, !llvm.loop !16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !12}
