; The spec's unrolling pattern: with the builtins expanded before the optimiser (as the CSA
; compiler does), unrolling by 2 copies the section with the body, so the two copies of an
; iteration are in different sections and may run in parallel too.
; RUN: csarules edges %s | FileCheck %s

; ModuleID = 'unrolled.c'
source_filename = "unrolled.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @copy2(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %clie_pre = tail call i32 @llvm.csa.parallel.region.entry(i32 1000) #1
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %.lr.ph.preheader, label %._crit_edge

.lr.ph.preheader:                                 ; preds = %3
  %wide.trip.count = zext nneg i32 %2 to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %5 = icmp eq i32 %2, 1
  br i1 %5, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph.preheader.new

.lr.ph.preheader.new:                             ; preds = %.lr.ph.preheader
  %unroll_iter = and i64 %wide.trip.count, 2147483646
  br label %.lr.ph

.lr.ph:                                           ; preds = %.lr.ph, %.lr.ph.preheader.new
  %indvars.iv = phi i64 [ 0, %.lr.ph.preheader.new ], [ %indvars.iv.next.1, %.lr.ph ]
  %niter = phi i64 [ 0, %.lr.ph.preheader.new ], [ %niter.next.1, %.lr.ph ]
  %6 = getelementptr inbounds i32, ptr %1, i64 %indvars.iv
  %clie_pse = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre) #1
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv
  store i32 %7, ptr %8, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse) #1
  %indvars.iv.next = or disjoint i64 %indvars.iv, 1
  %9 = getelementptr inbounds i32, ptr %1, i64 %indvars.iv.next
  %clie_pse.1 = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre) #1
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv.next
  store i32 %10, ptr %11, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse.1) #1
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %._crit_edge.loopexit.unr-lcssa, label %.lr.ph, !llvm.loop !6

._crit_edge.loopexit.unr-lcssa:                   ; preds = %.lr.ph, %.lr.ph.preheader
  %indvars.iv.unr = phi i64 [ 0, %.lr.ph.preheader ], [ %indvars.iv.next.1, %.lr.ph ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %._crit_edge, label %.lr.ph.epil

.lr.ph.epil:                                      ; preds = %._crit_edge.loopexit.unr-lcssa
  %12 = getelementptr inbounds i32, ptr %1, i64 %indvars.iv.unr
  %clie_pse.epil = tail call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre) #1
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds i32, ptr %0, i64 %indvars.iv.unr
  store i32 %13, ptr %14, align 4
  tail call void @llvm.csa.parallel.section.exit(i32 %clie_pse.epil) #1
  br label %._crit_edge

._crit_edge:                                      ; preds = %.lr.ph.epil, %._crit_edge.loopexit.unr-lcssa, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %clie_pre) #1
  ret void
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare void @llvm.csa.parallel.region.exit(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

declare void @llvm.csa.parallel.section.exit(i32)

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
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}

; CHECK: @copy2 (standard)
; CHECK: released {{ +}}32 -> 41 {{ +}}(parallel_section)
; CHECK: released {{.*}} [carried by %{{.*}}] (parallel_section)
