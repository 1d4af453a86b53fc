; spmd(workers, chunk) through stock clang-14 -O1 (typed pointers): spmdization entry/exit
; around a parallel region, all of them gone from the ordered output.
; RUN: csarules expand %s | %strip-checks | FileCheck %s
; RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=CHECKO

; ModuleID = 'spmd_o1.c'
source_filename = "spmd_o1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @scale(double* nocapture noundef %0, double noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  call void @builtin_csa_spmd_(i32 noundef 16, i32 noundef 4) #2
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %13, %8 ]
  %10 = getelementptr inbounds double, double* %0, i64 %9
  %11 = load double, double* %10, align 8, !tbaa !5
  %12 = fmul double %11, %1
  store double %12, double* %10, align 8, !tbaa !5
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %7, label %8, !llvm.loop !9
}

declare void @builtin_csa_spmd_(i32 noundef, i32 noundef) local_unnamed_addr #1

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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}

; CHECK:      %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 16, i32 4)
; CHECK-NEXT: %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK:      %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
; CHECK:      call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT: call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
; CHECKO-NOT: @llvm.csa.spmdization
; CHECKO-NOT: @llvm.csa.parallel
