; Full unrolling after the expansion (the CSA compiler's order) leaves spmdization
; entry/exit pairs and their sections with no loop, interleaved in one block. The cleaner
; finds each pair by def-use and removes the intrinsics with all their users; the sections
; stay and keep the unrolled stores parallel.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules edges %s | FileCheck %s --check-prefix=CHECKE

; ModuleID = 'full_unroll.c'
source_filename = "full_unroll.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @three(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %spmdization_entry = tail call i32 @llvm.csa.spmdization.entry(i32 2, i32 0) #1
  %clie_pre = tail call i32 @llvm.csa.parallel.region.entry(i32 1000) #1
  %clie_pse = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre) #1
  store i32 2, ptr %0, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse) #1
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %clie_pse.1 = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre) #1
  store i32 2, ptr %3, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse.1) #1
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %clie_pse.2 = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre) #1
  store i32 2, ptr %4, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse.2) #1
  tail call void @llvm.csa.parallel.region.exit(i32 %clie_pre) #1
  tail call void @llvm.csa.spmdization.exit(i32 %spmdization_entry) #1
  %spmdization_entry1 = tail call i32 @llvm.csa.spmdization.entry(i32 2, i32 1) #1
  %clie_pre1 = tail call i32 @llvm.csa.parallel.region.entry(i32 1001) #1
  %clie_pse1 = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre1) #1
  %5 = load i32, ptr %0, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %1, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse1) #1
  %clie_pse1.1 = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre1) #1
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 1
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 %8, ptr %9, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse1.1) #1
  %clie_pse1.2 = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre1) #1
  %10 = load i32, ptr %4, align 4
  %11 = add nsw i32 %10, 1
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %11, ptr %12, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse1.2) #1
  tail call void @llvm.csa.parallel.region.exit(i32 %clie_pre1) #1
  tail call void @llvm.csa.spmdization.exit(i32 %spmdization_entry1) #1
  ret void
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare void @llvm.csa.parallel.region.exit(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

declare void @llvm.csa.parallel.section.exit(i32)

declare i32 @llvm.csa.spmdization.entry(i32, i32)

declare void @llvm.csa.spmdization.exit(i32)

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; CHECK:     define
; CHECK-NOT: llvm.csa.spmdization
; CHECK-NOT: llvm.csa.parallel
; CHECK:     }
; CHECK-NOT: llvm.csa.spmdization
; CHECKE: @three (standard)
; CHECKE: released {{.*}} (parallel_section)
