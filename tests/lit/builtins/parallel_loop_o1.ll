; The same simple parallel loop through stock clang-14 -O1 (typed pointers, a rotated loop
; guarded in the entry block): the marker is found from the preheader back through the guard.
; RUN: csarules expand %s | %strip-checks | FileCheck %s

; ModuleID = 'parallel_loop_o1.c'
source_filename = "parallel_loop_o1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @scale(float* nocapture noundef writeonly %0, float* nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  call void @builtin_csa_parallel_loop_() #2
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext i32 %3 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %15, %9 ]
  %11 = getelementptr inbounds float, float* %1, i64 %10
  %12 = load float, float* %11, align 4, !tbaa !5
  %13 = fmul float %12, %2
  %14 = getelementptr inbounds float, float* %0, i64 %10
  store float %13, float* %14, align 4, !tbaa !5
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %7
  br i1 %16, label %8, label %9, !llvm.loop !9
}

declare void @builtin_csa_parallel_loop_() local_unnamed_addr #1

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
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}

; CHECK-NOT: builtin_csa
; CHECK:      %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK:      %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK-NEXT: load float
; CHECK:      store float
; CHECK-NEXT: call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
; CHECK:      call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NOT: builtin_csa
