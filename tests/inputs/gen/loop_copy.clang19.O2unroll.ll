; ModuleID = 'loop_copy.c'
source_filename = "loop_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @loop_copy(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %23

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %24

11:                                               ; preds = %24, %5
  %12 = phi i64 [ 0, %5 ], [ %42, %24 ]
  %13 = icmp eq i64 %7, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %11, %14
  %15 = phi i64 [ %20, %14 ], [ %12, %11 ]
  %16 = phi i64 [ %21, %14 ], [ 0, %11 ]
  %17 = getelementptr inbounds i32, ptr %1, i64 %15
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %0, i64 %15
  store i32 %18, ptr %19, align 4, !tbaa !5
  %20 = add nuw nsw i64 %15, 1
  %21 = add i64 %16, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %23, label %14, !llvm.loop !9

23:                                               ; preds = %11, %14, %3
  ret void

24:                                               ; preds = %24, %9
  %25 = phi i64 [ 0, %9 ], [ %42, %24 ]
  %26 = phi i64 [ 0, %9 ], [ %43, %24 ]
  %27 = getelementptr inbounds i32, ptr %1, i64 %25
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = getelementptr inbounds i32, ptr %0, i64 %25
  store i32 %28, ptr %29, align 4, !tbaa !5
  %30 = or disjoint i64 %25, 1
  %31 = getelementptr inbounds i32, ptr %1, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, ptr %0, i64 %30
  store i32 %32, ptr %33, align 4, !tbaa !5
  %34 = or disjoint i64 %25, 2
  %35 = getelementptr inbounds i32, ptr %1, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, ptr %0, i64 %34
  store i32 %36, ptr %37, align 4, !tbaa !5
  %38 = or disjoint i64 %25, 3
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = getelementptr inbounds i32, ptr %0, i64 %38
  store i32 %40, ptr %41, align 4, !tbaa !5
  %42 = add nuw nsw i64 %25, 4
  %43 = add i64 %26, 4
  %44 = icmp eq i64 %43, %10
  br i1 %44, label %11, label %24, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @loop_copy_long(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %25

11:                                               ; preds = %25, %5
  %12 = phi i64 [ 0, %5 ], [ %47, %25 ]
  %13 = icmp eq i64 %7, 0
  br i1 %13, label %24, label %14

14:                                               ; preds = %11, %14
  %15 = phi i64 [ %21, %14 ], [ %12, %11 ]
  %16 = phi i64 [ %22, %14 ], [ 0, %11 ]
  %17 = getelementptr inbounds i64, ptr %1, i64 %15
  %18 = load i64, ptr %17, align 8, !tbaa !13
  %19 = shl nsw i64 %18, 1
  %20 = getelementptr inbounds i64, ptr %0, i64 %15
  store i64 %19, ptr %20, align 8, !tbaa !13
  %21 = add nuw nsw i64 %15, 1
  %22 = add i64 %16, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %24, label %14, !llvm.loop !15

24:                                               ; preds = %11, %14, %3
  ret void

25:                                               ; preds = %25, %9
  %26 = phi i64 [ 0, %9 ], [ %47, %25 ]
  %27 = phi i64 [ 0, %9 ], [ %48, %25 ]
  %28 = getelementptr inbounds i64, ptr %1, i64 %26
  %29 = load i64, ptr %28, align 8, !tbaa !13
  %30 = shl nsw i64 %29, 1
  %31 = getelementptr inbounds i64, ptr %0, i64 %26
  store i64 %30, ptr %31, align 8, !tbaa !13
  %32 = or disjoint i64 %26, 1
  %33 = getelementptr inbounds i64, ptr %1, i64 %32
  %34 = load i64, ptr %33, align 8, !tbaa !13
  %35 = shl nsw i64 %34, 1
  %36 = getelementptr inbounds i64, ptr %0, i64 %32
  store i64 %35, ptr %36, align 8, !tbaa !13
  %37 = or disjoint i64 %26, 2
  %38 = getelementptr inbounds i64, ptr %1, i64 %37
  %39 = load i64, ptr %38, align 8, !tbaa !13
  %40 = shl nsw i64 %39, 1
  %41 = getelementptr inbounds i64, ptr %0, i64 %37
  store i64 %40, ptr %41, align 8, !tbaa !13
  %42 = or disjoint i64 %26, 3
  %43 = getelementptr inbounds i64, ptr %1, i64 %42
  %44 = load i64, ptr %43, align 8, !tbaa !13
  %45 = shl nsw i64 %44, 1
  %46 = getelementptr inbounds i64, ptr %0, i64 %42
  store i64 %45, ptr %46, align 8, !tbaa !13
  %47 = add nuw nsw i64 %26, 4
  %48 = add i64 %27, 4
  %49 = icmp eq i64 %48, %10
  br i1 %49, label %11, label %25, !llvm.loop !16
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
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !12}
