; ModuleID = 'regions.c'
source_filename = "regions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @pick_section(i32* nocapture noundef writeonly %0, i32* nocapture noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %6 = call i32 @llvm.csa.parallel.region.entry(i32 1)
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = zext i32 %3 to i64
  br label %11

10:                                               ; preds = %28, %4
  call void @llvm.csa.parallel.region.exit(i32 %6)
  call void @llvm.csa.parallel.region.exit(i32 %5)
  ret void

11:                                               ; preds = %8, %28
  %12 = phi i64 [ 0, %8 ], [ %31, %28 ]
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, %2
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %22, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds i32, i32* %1, i64 %12
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = add nsw i32 %18, 1
  %20 = getelementptr inbounds i32, i32* %0, i64 %12
  store i32 %19, i32* %20, align 4, !tbaa !5
  %21 = call i32 @llvm.csa.parallel.section.entry(i32 %5)
  br label %28

22:                                               ; preds = %11
  %23 = call i32 @llvm.csa.parallel.section.entry(i32 %6)
  %24 = getelementptr inbounds i32, i32* %1, i64 %12
  %25 = load i32, i32* %24, align 4, !tbaa !5
  %26 = add nsw i32 %25, -1
  %27 = getelementptr inbounds i32, i32* %0, i64 %12
  store i32 %26, i32* %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %22, %16
  %29 = phi i32 [ %21, %16 ], [ %23, %22 ]
  %30 = getelementptr inbounds i32, i32* %1, i64 %12
  store i32 0, i32* %30, align 4, !tbaa !5
  call void @llvm.csa.parallel.section.exit(i32 %29)
  %31 = add nuw nsw i64 %12, 1
  %32 = icmp eq i64 %31, %9
  br i1 %32, label %10, label %11, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local i32 @keep(i32* nocapture noundef writeonly %0) local_unnamed_addr #2 {
  store i32 1, i32* %0, align 4, !tbaa !5
  ret i32 1
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
