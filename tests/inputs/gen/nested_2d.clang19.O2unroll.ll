; ModuleID = 'nested_2d.c'
source_filename = "nested_2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @row_sums(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %19

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext i32 %3 to i64
  %9 = zext nneg i32 %2 to i64
  %10 = and i64 %8, 7
  %11 = icmp ult i32 %3, 8
  %12 = and i64 %8, 2147483640
  %13 = icmp eq i64 %10, 0
  br label %14

14:                                               ; preds = %6, %34
  %15 = phi i64 [ 0, %6 ], [ %37, %34 ]
  br i1 %7, label %16, label %34

16:                                               ; preds = %14
  %17 = mul nuw nsw i64 %15, %8
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  br i1 %11, label %20, label %39

19:                                               ; preds = %34, %4
  ret void

20:                                               ; preds = %39, %16
  %21 = phi i32 [ poison, %16 ], [ %73, %39 ]
  %22 = phi i64 [ 0, %16 ], [ %74, %39 ]
  %23 = phi i32 [ 0, %16 ], [ %73, %39 ]
  br i1 %13, label %34, label %24

24:                                               ; preds = %20, %24
  %25 = phi i64 [ %31, %24 ], [ %22, %20 ]
  %26 = phi i32 [ %30, %24 ], [ %23, %20 ]
  %27 = phi i64 [ %32, %24 ], [ 0, %20 ]
  %28 = getelementptr inbounds i32, ptr %18, i64 %25
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %26
  %31 = add nuw nsw i64 %25, 1
  %32 = add i64 %27, 1
  %33 = icmp eq i64 %32, %10
  br i1 %33, label %34, label %24, !llvm.loop !9

34:                                               ; preds = %20, %24, %14
  %35 = phi i32 [ 0, %14 ], [ %21, %20 ], [ %30, %24 ]
  %36 = getelementptr inbounds i32, ptr %0, i64 %15
  store i32 %35, ptr %36, align 4, !tbaa !5
  %37 = add nuw nsw i64 %15, 1
  %38 = icmp eq i64 %37, %9
  br i1 %38, label %19, label %14, !llvm.loop !11

39:                                               ; preds = %16, %39
  %40 = phi i64 [ %74, %39 ], [ 0, %16 ]
  %41 = phi i32 [ %73, %39 ], [ 0, %16 ]
  %42 = phi i64 [ %75, %39 ], [ 0, %16 ]
  %43 = getelementptr inbounds i32, ptr %18, i64 %40
  %44 = load i32, ptr %43, align 4, !tbaa !5
  %45 = add nsw i32 %44, %41
  %46 = or disjoint i64 %40, 1
  %47 = getelementptr inbounds i32, ptr %18, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = add nsw i32 %48, %45
  %50 = or disjoint i64 %40, 2
  %51 = getelementptr inbounds i32, ptr %18, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = add nsw i32 %52, %49
  %54 = or disjoint i64 %40, 3
  %55 = getelementptr inbounds i32, ptr %18, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = add nsw i32 %56, %53
  %58 = or disjoint i64 %40, 4
  %59 = getelementptr inbounds i32, ptr %18, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = add nsw i32 %60, %57
  %62 = or disjoint i64 %40, 5
  %63 = getelementptr inbounds i32, ptr %18, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = add nsw i32 %64, %61
  %66 = or disjoint i64 %40, 6
  %67 = getelementptr inbounds i32, ptr %18, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !5
  %69 = add nsw i32 %68, %65
  %70 = or disjoint i64 %40, 7
  %71 = getelementptr inbounds i32, ptr %18, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !5
  %73 = add nsw i32 %72, %69
  %74 = add nuw nsw i64 %40, 8
  %75 = add i64 %42, 8
  %76 = icmp eq i64 %75, %12
  br i1 %76, label %20, label %39, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add_rows(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %22

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = sext i32 %2 to i64
  %8 = zext nneg i32 %1 to i64
  %9 = zext i32 %2 to i64
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %2, 4
  %12 = and i64 %9, 2147483644
  %13 = icmp eq i64 %10, 0
  br label %14

14:                                               ; preds = %5, %36
  %15 = phi i64 [ 1, %5 ], [ %37, %36 ]
  br i1 %6, label %16, label %36

16:                                               ; preds = %14
  %17 = add nsw i64 %15, -1
  %18 = mul nsw i64 %17, %7
  %19 = mul nuw nsw i64 %15, %7
  %20 = getelementptr i32, ptr %0, i64 %18
  %21 = getelementptr i32, ptr %0, i64 %19
  br i1 %11, label %23, label %39

22:                                               ; preds = %36, %3
  ret void

23:                                               ; preds = %39, %16
  %24 = phi i64 [ 0, %16 ], [ %65, %39 ]
  br i1 %13, label %36, label %25

25:                                               ; preds = %23, %25
  %26 = phi i64 [ %33, %25 ], [ %24, %23 ]
  %27 = phi i64 [ %34, %25 ], [ 0, %23 ]
  %28 = getelementptr i32, ptr %20, i64 %26
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = getelementptr i32, ptr %21, i64 %26
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = add nsw i32 %31, %29
  store i32 %32, ptr %30, align 4, !tbaa !5
  %33 = add nuw nsw i64 %26, 1
  %34 = add i64 %27, 1
  %35 = icmp eq i64 %34, %10
  br i1 %35, label %36, label %25, !llvm.loop !14

36:                                               ; preds = %23, %25, %14
  %37 = add nuw nsw i64 %15, 1
  %38 = icmp eq i64 %37, %8
  br i1 %38, label %22, label %14, !llvm.loop !15

39:                                               ; preds = %16, %39
  %40 = phi i64 [ %65, %39 ], [ 0, %16 ]
  %41 = phi i64 [ %66, %39 ], [ 0, %16 ]
  %42 = getelementptr i32, ptr %20, i64 %40
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = getelementptr i32, ptr %21, i64 %40
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = add nsw i32 %45, %43
  store i32 %46, ptr %44, align 4, !tbaa !5
  %47 = or disjoint i64 %40, 1
  %48 = getelementptr i32, ptr %20, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = getelementptr i32, ptr %21, i64 %47
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = add nsw i32 %51, %49
  store i32 %52, ptr %50, align 4, !tbaa !5
  %53 = or disjoint i64 %40, 2
  %54 = getelementptr i32, ptr %20, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = getelementptr i32, ptr %21, i64 %53
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = add nsw i32 %57, %55
  store i32 %58, ptr %56, align 4, !tbaa !5
  %59 = or disjoint i64 %40, 3
  %60 = getelementptr i32, ptr %20, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = getelementptr i32, ptr %21, i64 %59
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, %61
  store i32 %64, ptr %62, align 4, !tbaa !5
  %65 = add nuw nsw i64 %40, 4
  %66 = add i64 %41, 4
  %67 = icmp eq i64 %66, %12
  br i1 %67, label %23, label %39, !llvm.loop !16
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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
