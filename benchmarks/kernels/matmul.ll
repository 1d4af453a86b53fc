; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %13

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %8

8:                                                ; preds = %17, %6
  %9 = phi i64 [ 0, %6 ], [ %18, %17 ]
  %10 = mul nuw nsw i64 %9, %7
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = getelementptr inbounds i32, ptr %0, i64 %10
  br label %14

13:                                               ; preds = %17, %4
  ret void

14:                                               ; preds = %8, %20
  %15 = phi i64 [ 0, %8 ], [ %22, %20 ]
  %16 = getelementptr inbounds i32, ptr %2, i64 %15
  br label %24

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, %7
  br i1 %19, label %13, label %8, !llvm.loop !5

20:                                               ; preds = %24
  %21 = getelementptr inbounds i32, ptr %12, i64 %15
  store i32 %33, ptr %21, align 4, !tbaa !8
  %22 = add nuw nsw i64 %15, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %17, label %14, !llvm.loop !12

24:                                               ; preds = %14, %24
  %25 = phi i64 [ 0, %14 ], [ %34, %24 ]
  %26 = phi i32 [ 0, %14 ], [ %33, %24 ]
  %27 = getelementptr inbounds i32, ptr %11, i64 %25
  %28 = load i32, ptr %27, align 4, !tbaa !8
  %29 = mul nuw nsw i64 %25, %7
  %30 = getelementptr inbounds i32, ptr %16, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !8
  %32 = mul nsw i32 %31, %28
  %33 = add nsw i32 %32, %26
  %34 = add nuw nsw i64 %25, 1
  %35 = icmp eq i64 %34, %7
  br i1 %35, label %20, label %24, !llvm.loop !13
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
