; ModuleID = 'prefetch_loop.c'
source_filename = "prefetch_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local double @prefetch_before(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8192
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %9

7:                                                ; preds = %16, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %19, %16 ]
  ret double %8

9:                                                ; preds = %5, %16
  %10 = phi i64 [ 0, %5 ], [ %20, %16 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %19, %16 ]
  %12 = and i64 %10, 7
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %9
  %15 = getelementptr inbounds double, ptr %3, i64 %10
  tail call void @llvm.prefetch.p0(ptr nonnull %15, i32 0, i32 3, i32 1)
  br label %16

16:                                               ; preds = %14, %9
  %17 = getelementptr inbounds double, ptr %0, i64 %10
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = fadd double %11, %18
  %20 = add nuw nsw i64 %10, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %7, label %9, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local double @prefetch_after(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %17, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %18, %17 ]
  ret double %7

8:                                                ; preds = %4, %17
  %9 = phi i64 [ 0, %4 ], [ %19, %17 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %18, %17 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = and i64 %9, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %11, i64 8192
  tail call void @llvm.prefetch.p0(ptr nonnull %16, i32 0, i32 3, i32 1)
  br label %17

17:                                               ; preds = %15, %8
  %18 = fadd double %10, %12
  %19 = add nuw nsw i64 %9, 1
  %20 = icmp eq i64 %19, %5
  br i1 %20, label %6, label %8, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @prefetch_block(ptr nocapture noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %4
  %7 = sext i32 %3 to i64
  %8 = zext nneg i32 %2 to i64
  %9 = icmp sgt i32 %3, 0
  %10 = icmp sgt i32 %3, 0
  br label %13

11:                                               ; preds = %23, %17
  %12 = icmp slt i64 %15, %8
  br i1 %12, label %13, label %16, !llvm.loop !13

13:                                               ; preds = %6, %11
  %14 = phi i64 [ 0, %6 ], [ %15, %11 ]
  %15 = add nsw i64 %14, %7
  br i1 %9, label %18, label %17

16:                                               ; preds = %11, %4
  ret void

17:                                               ; preds = %18, %13
  br i1 %10, label %23, label %11

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %21, %18 ], [ %14, %13 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  tail call void @llvm.prefetch.p0(ptr %20, i32 1, i32 3, i32 1)
  %21 = add nsw i64 %19, 8
  %22 = icmp slt i64 %21, %15
  br i1 %22, label %18, label %17, !llvm.loop !14

23:                                               ; preds = %17, %23
  %24 = phi i64 [ %29, %23 ], [ %14, %17 ]
  %25 = trunc nsw i64 %24 to i32
  %26 = sitofp i32 %25 to double
  %27 = fmul double %26, %1
  %28 = getelementptr inbounds double, ptr %0, i64 %24
  store double %27, ptr %28, align 8, !tbaa !5
  %29 = add nsw i64 %24, 1
  %30 = icmp slt i64 %29, %15
  br i1 %30, label %23, label %11, !llvm.loop !15
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
