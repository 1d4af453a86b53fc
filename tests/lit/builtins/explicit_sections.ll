; The explicit region/section builtins of the header (the spec's sections pattern): their
; externals become the llvm.csa.parallel.* intrinsics, and the two stores in different
; sections are released from each other.
; RUN: csarules expand %s | %strip-checks | FileCheck %s
; RUN: csarules edges %s | FileCheck %s --check-prefix=CHECKE

; ModuleID = 'explicit_sections.c'
source_filename = "explicit_sections.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @two(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = tail call i32 @builtin_csa_parallel_region_entry_(i32 noundef 0) #2
  %6 = tail call i32 @builtin_csa_parallel_section_entry_(i32 noundef %5) #2
  %7 = load i32, ptr %1, align 4, !tbaa !5
  store i32 %7, ptr %0, align 4, !tbaa !5
  tail call void @builtin_csa_parallel_section_exit_(i32 noundef %6) #2
  %8 = tail call i32 @builtin_csa_parallel_section_entry_(i32 noundef %5) #2
  %9 = load i32, ptr %3, align 4, !tbaa !5
  store i32 %9, ptr %2, align 4, !tbaa !5
  tail call void @builtin_csa_parallel_section_exit_(i32 noundef %8) #2
  tail call void @builtin_csa_parallel_region_exit_(i32 noundef %5) #2
  ret void
}

declare i32 @builtin_csa_parallel_region_entry_(i32 noundef) local_unnamed_addr #1

declare i32 @builtin_csa_parallel_section_entry_(i32 noundef) local_unnamed_addr #1

declare void @builtin_csa_parallel_section_exit_(i32 noundef) local_unnamed_addr #1

declare void @builtin_csa_parallel_region_exit_(i32 noundef) local_unnamed_addr #1

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

; CHECK: call i32 @llvm.csa.parallel.region.entry(i32 noundef 0)
; CHECK: call i32 @llvm.csa.parallel.section.entry(
; CHECK-NOT: builtin_csa
; CHECK: declare i32 @llvm.csa.parallel.region.entry(i32)
; CHECKE: released {{.*}} (parallel_section)
