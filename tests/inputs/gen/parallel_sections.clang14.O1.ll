; ModuleID = 'parallel_sections.c'
source_filename = "parallel_sections.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @two_sections(i32* nocapture noundef writeonly %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %6 = call i32 @llvm.csa.parallel.section.entry(i32 %5)
  %7 = load i32, i32* %1, align 4, !tbaa !5
  store i32 %7, i32* %0, align 4, !tbaa !5
  call void @llvm.csa.parallel.section.exit(i32 %6)
  %8 = call i32 @llvm.csa.parallel.section.entry(i32 %5)
  %9 = load i32, i32* %3, align 4, !tbaa !5
  store i32 %9, i32* %2, align 4, !tbaa !5
  call void @llvm.csa.parallel.section.exit(i32 %8)
  call void @llvm.csa.parallel.region.exit(i32 %5)
  ret void
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

; Function Attrs: nounwind uwtable
define dso_local void @region_outside_section(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  store i32 2, i32* %0, align 4, !tbaa !5
  %4 = call i32 @llvm.csa.parallel.section.entry(i32 %3)
  store i32 3, i32* %1, align 4, !tbaa !5
  call void @llvm.csa.parallel.section.exit(i32 %4)
  call void @llvm.csa.parallel.region.exit(i32 %3)
  ret void
}

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
