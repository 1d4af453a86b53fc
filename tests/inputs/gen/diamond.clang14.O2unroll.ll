; ModuleID = 'diamond.c'
source_filename = "diamond.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @diamond_store(i32* nocapture noundef %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  store i32 2, i32* %1, align 4, !tbaa !5
  %6 = load i32, i32* %0, align 4, !tbaa !5
  %7 = add i32 %6, 3
  br label %8

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %7, %5 ], [ 4, %3 ]
  store i32 %9, i32* %0, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @diamond_loop(i32* nocapture noundef %0, i32* nocapture noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 4294967294
  br label %31

11:                                               ; preds = %57, %5
  %12 = phi i32 [ undef, %5 ], [ %59, %57 ]
  %13 = phi i64 [ 0, %5 ], [ %60, %57 ]
  %14 = phi i32 [ 0, %5 ], [ %59, %57 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %29, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds i32, i32* %0, i64 %13
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %16
  %21 = sub nsw i32 0, %18
  store i32 %21, i32* %17, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, i32* %1, i64 %13
  %23 = load i32, i32* %22, align 4, !tbaa !5
  br label %26

24:                                               ; preds = %16
  %25 = getelementptr inbounds i32, i32* %1, i64 %13
  store i32 %18, i32* %25, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %24, %20
  %27 = phi i32 [ %23, %20 ], [ %18, %24 ]
  %28 = add nsw i32 %27, %14
  br label %29

29:                                               ; preds = %26, %11, %3
  %30 = phi i32 [ 0, %3 ], [ %12, %11 ], [ %28, %26 ]
  ret i32 %30

31:                                               ; preds = %57, %9
  %32 = phi i64 [ 0, %9 ], [ %60, %57 ]
  %33 = phi i32 [ 0, %9 ], [ %59, %57 ]
  %34 = phi i64 [ 0, %9 ], [ %61, %57 ]
  %35 = getelementptr inbounds i32, i32* %0, i64 %32
  %36 = load i32, i32* %35, align 4, !tbaa !5
  %37 = icmp sgt i32 %36, 0
  br i1 %37, label %38, label %40

38:                                               ; preds = %31
  %39 = getelementptr inbounds i32, i32* %1, i64 %32
  store i32 %36, i32* %39, align 4, !tbaa !5
  br label %44

40:                                               ; preds = %31
  %41 = sub nsw i32 0, %36
  store i32 %41, i32* %35, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, i32* %1, i64 %32
  %43 = load i32, i32* %42, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %40, %38
  %45 = phi i32 [ %43, %40 ], [ %36, %38 ]
  %46 = add nsw i32 %45, %33
  %47 = or i64 %32, 1
  %48 = getelementptr inbounds i32, i32* %0, i64 %47
  %49 = load i32, i32* %48, align 4, !tbaa !5
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %55, label %51

51:                                               ; preds = %44
  %52 = sub nsw i32 0, %49
  store i32 %52, i32* %48, align 4, !tbaa !5
  %53 = getelementptr inbounds i32, i32* %1, i64 %47
  %54 = load i32, i32* %53, align 4, !tbaa !5
  br label %57

55:                                               ; preds = %44
  %56 = getelementptr inbounds i32, i32* %1, i64 %47
  store i32 %49, i32* %56, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %55, %51
  %58 = phi i32 [ %54, %51 ], [ %49, %55 ]
  %59 = add nsw i32 %58, %46
  %60 = add nuw nsw i64 %32, 2
  %61 = add i64 %34, 2
  %62 = icmp eq i64 %61, %10
  br i1 %62, label %11, label %31, !llvm.loop !9
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
