; ModuleID = 'list_walk.c'
source_filename = "list_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @list_walk(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %16, %2
  br label %21

5:                                                ; preds = %2, %16
  %6 = phi i32 [ %11, %16 ], [ 0, %2 ]
  %7 = mul nuw nsw i32 %6, 7
  %8 = urem i32 %7, %1
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds %struct.node, ptr %0, i64 %9
  store i32 %6, ptr %10, align 4, !tbaa !5
  %11 = add nuw nsw i32 %6, 1
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %16

13:                                               ; preds = %5
  %14 = mul nuw nsw i32 %11, 7
  %15 = urem i32 %14, %1
  br label %16

16:                                               ; preds = %5, %13
  %17 = phi i32 [ %15, %13 ], [ -1, %5 ]
  %18 = getelementptr inbounds i8, ptr %10, i64 4
  store i32 %17, ptr %18, align 4, !tbaa !10
  %19 = icmp eq i32 %11, %1
  br i1 %19, label %4, label %5, !llvm.loop !11

20:                                               ; preds = %21
  ret i32 %27

21:                                               ; preds = %4, %21
  %22 = phi i32 [ %29, %21 ], [ 0, %4 ]
  %23 = phi i32 [ %27, %21 ], [ 0, %4 ]
  %24 = zext nneg i32 %22 to i64
  %25 = getelementptr inbounds %struct.node, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = add nsw i32 %26, %23
  store i32 %27, ptr %25, align 4, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %25, i64 4
  %29 = load i32, ptr %28, align 4, !tbaa !10
  %30 = icmp sgt i32 %29, -1
  br i1 %30, label %21, label %20, !llvm.loop !14
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"node", !7, i64 0, !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 4}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
