; ModuleID = 'parallel_unrolled.c'
source_filename = "parallel_unrolled.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @parallel_unrolled(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %7, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

7:                                                ; preds = %3, %7
  %8 = phi i64 [ %18, %7 ], [ 0, %3 ]
  %9 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %10 = getelementptr inbounds i32, ptr %1, i64 %8
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, ptr %0, i64 %8
  store i32 %11, ptr %12, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %9)
  %13 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %14 = or disjoint i64 %8, 1
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr %0, i64 %14
  store i32 %16, ptr %17, align 4, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %13)
  %18 = add nuw nsw i64 %8, 2
  %19 = trunc nuw i64 %18 to i32
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %7, label %6, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
