; ModuleID = 'prefetch_parallel.c'
source_filename = "prefetch_parallel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local double @prefetch_before_parallel(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = getelementptr inbounds i8, ptr %1, i64 8192
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64
  br label %11

9:                                                ; preds = %18, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  %10 = load double, ptr %0, align 8, !tbaa !5
  ret double %10

11:                                               ; preds = %7, %18
  %12 = phi i64 [ 0, %7 ], [ %23, %18 ]
  %13 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %14 = and i64 %12, 7
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %5, i64 %12
  tail call void @llvm.prefetch.p0(ptr nonnull %17, i32 0, i32 3, i32 1)
  br label %18

18:                                               ; preds = %16, %11
  %19 = getelementptr inbounds double, ptr %1, i64 %12
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = fmul double %20, 2.000000e+00
  %22 = getelementptr inbounds double, ptr %0, i64 %12
  store double %21, ptr %22, align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %13)
  %23 = add nuw nsw i64 %12, 1
  %24 = icmp eq i64 %23, %8
  br i1 %24, label %9, label %11, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: nounwind uwtable
define dso_local void @prefetch_after_parallel(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  br label %9

8:                                                ; preds = %18, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

9:                                                ; preds = %6, %18
  %10 = phi i64 [ 0, %6 ], [ %21, %18 ]
  %11 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %12 = getelementptr inbounds double, ptr %1, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = and i64 %10, 7
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %12, i64 8192
  tail call void @llvm.prefetch.p0(ptr nonnull %17, i32 0, i32 3, i32 1)
  br label %18

18:                                               ; preds = %16, %9
  %19 = fadd double %13, 1.000000e+00
  %20 = getelementptr inbounds double, ptr %0, i64 %10
  store double %19, ptr %20, align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %11)
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %8, label %9, !llvm.loop !12
}

; Function Attrs: nounwind uwtable
define dso_local void @prefetch_block_parallel(ptr nocapture noundef %0, double noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = sext i32 %3 to i64
  %9 = zext nneg i32 %2 to i64
  %10 = icmp sgt i32 %3, 0
  %11 = icmp sgt i32 %3, 0
  br label %13

12:                                               ; preds = %23, %4
  tail call void @llvm.csa.parallel.region.exit(i32 %5)
  ret void

13:                                               ; preds = %7, %23
  %14 = phi i64 [ 0, %7 ], [ %16, %23 ]
  %15 = tail call i32 @llvm.csa.parallel.section.entry(i32 %5)
  %16 = add nsw i64 %14, %8
  br i1 %10, label %18, label %17

17:                                               ; preds = %18, %13
  br i1 %11, label %25, label %23

18:                                               ; preds = %13, %18
  %19 = phi i64 [ %21, %18 ], [ %14, %13 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %19
  tail call void @llvm.prefetch.p0(ptr %20, i32 1, i32 3, i32 1)
  %21 = add nsw i64 %19, 8
  %22 = icmp slt i64 %21, %16
  br i1 %22, label %18, label %17, !llvm.loop !13

23:                                               ; preds = %25, %17
  tail call void @llvm.csa.parallel.section.exit(i32 %15)
  %24 = icmp slt i64 %16, %9
  br i1 %24, label %13, label %12, !llvm.loop !14

25:                                               ; preds = %17, %25
  %26 = phi i64 [ %31, %25 ], [ %14, %17 ]
  %27 = trunc nsw i64 %26 to i32
  %28 = sitofp i32 %27 to double
  %29 = fmul double %28, %1
  %30 = getelementptr inbounds double, ptr %0, i64 %26
  store double %29, ptr %30, align 8, !tbaa !5
  %31 = add nsw i64 %26, 1
  %32 = icmp slt i64 %31, %16
  br i1 %32, label %25, label %23, !llvm.loop !15
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nounwind }

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
