; ModuleID = 'transpose.c'
source_filename = "transpose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @transpose(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 0
  %8 = zext nneg i32 %2 to i64
  %9 = zext i32 %3 to i64
  br label %10

10:                                               ; preds = %6, %17
  %11 = phi i64 [ 0, %6 ], [ %18, %17 ]
  br i1 %7, label %12, label %17

12:                                               ; preds = %10
  %13 = mul nuw nsw i64 %11, %9
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = getelementptr inbounds i32, ptr %0, i64 %11
  br label %20

16:                                               ; preds = %17, %4
  ret void

17:                                               ; preds = %20, %10
  %18 = add nuw nsw i64 %11, 1
  %19 = icmp eq i64 %18, %8
  br i1 %19, label %16, label %10, !llvm.loop !5

20:                                               ; preds = %12, %20
  %21 = phi i64 [ 0, %12 ], [ %26, %20 ]
  %22 = getelementptr inbounds i32, ptr %14, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !8
  %24 = mul nuw nsw i64 %21, %8
  %25 = getelementptr inbounds i32, ptr %15, i64 %24
  store i32 %23, ptr %25, align 4, !tbaa !8
  %26 = add nuw nsw i64 %21, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %17, label %20, !llvm.loop !12
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
