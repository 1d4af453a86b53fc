; spmdization(workers, "kind") is spmd with the kind named: cyclic is chunk 1, hybrid is
; chunk 8 (the spec's assumed size), blocking is chunk 0. The intrinsics go in the
; preheader and the exit block, around the loop's parallel region.
; RUN: csarules expand %s | %strip-checks | FileCheck %s
; RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=CHECKO

; ModuleID = 'spmdization.c'
source_filename = "spmdization.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"cyclic\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"hybrid\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @cyc(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @builtin_csa_spmdization_(i32 noundef 4, ptr noundef nonnull @.str) #2
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %7

6:                                                ; preds = %7, %2
  ret void

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %12, %7 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = shl nsw i32 %10, 1
  store i32 %11, ptr %9, align 4, !tbaa !5
  %12 = add nuw nsw i64 %8, 1
  %13 = icmp eq i64 %12, %5
  br i1 %13, label %6, label %7, !llvm.loop !9
}

declare void @builtin_csa_spmdization_(i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @hyb(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  tail call void @builtin_csa_spmdization_(i32 noundef 8, ptr noundef nonnull @.str.1) #2
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %7

6:                                                ; preds = %7, %2
  ret void

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %12, %7 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 4, !tbaa !5
  %12 = add nuw nsw i64 %8, 1
  %13 = icmp eq i64 %12, %5
  br i1 %13, label %6, label %7, !llvm.loop !12
}

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
!12 = distinct !{!12, !10, !11}

; CHECK-LABEL: @cyc(
; CHECK:       %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 4, i32 1)
; CHECK-NEXT:  %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK:       call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:  call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
; CHECK-LABEL: @hyb(
; CHECK:       call i32 @llvm.csa.spmdization.entry(i32 8, i32 8)
; CHECK:       call i32 @llvm.csa.parallel.region.entry(i32 1001)
; CHECKO-NOT: llvm.csa.spmdization
