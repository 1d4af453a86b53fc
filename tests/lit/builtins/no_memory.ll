; A parallel_loop marker on a loop with no memory access: the warning, and no region.
; RUN: csarules expand %s 2>&1 | %strip-checks | FileCheck %s

; ModuleID = 'no_memory.c'
source_filename = "no_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @squares(i32 noundef %0) local_unnamed_addr #0 {
  tail call void @builtin_csa_parallel_loop_() #2
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %5, %1
  %4 = phi i32 [ 0, %1 ], [ %11, %5 ]
  ret i32 %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %12, %5 ], [ 0, %1 ]
  %7 = phi i32 [ %11, %5 ], [ 0, %1 ]
  %8 = ashr i32 %7, 3
  %9 = xor i32 %8, %7
  %10 = mul nsw i32 %9, 31
  %11 = add nsw i32 %10, %6
  %12 = add nuw nsw i32 %6, 1
  %13 = icmp eq i32 %12, %0
  br i1 %13, label %3, label %5, !llvm.loop !5
}

declare void @builtin_csa_parallel_loop_() local_unnamed_addr #1

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
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}

; CHECK: no_memory.ll:{{[0-9]+}}: warning: !! WARNING: NO MEMORY OPERATIONS IN LOOP !!
; CHECK-NOT: llvm.csa.parallel
; CHECK-NOT: clie_ph
; CHECK-NOT: builtin_csa
