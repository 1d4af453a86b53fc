; Spec (csa-memory-ordering.rst, Prefetches): the load ahead of the prefetch in a
; parallel loop (`#pragma omp parallel for` written as its region/section expansion).
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'after_load.c'
source_filename = "after_load.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @after_load(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.csa.parallel.region.entry(i32 0)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  br label %9

8:                                                ; preds = %18, %3
  tail call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

9:                                                ; preds = %6, %18
  %10 = phi i64 [ 0, %6 ], [ %21, %18 ]
  %11 = tail call i32 @llvm.csa.parallel.section.entry(i32 %4)
  %12 = getelementptr inbounds double, ptr %1, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = and i64 %10, 7
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, ptr %12, i64 8192
  tail call void @llvm.prefetch.p0(ptr nonnull %17, i32 0, i32 3, i32 1)
  br label %18

18:                                               ; preds = %16, %9
  %19 = fadd double %13, 1.000000e+00
  %20 = getelementptr inbounds double, ptr %0, i64 %10
  store double %19, ptr %20, align 8, !tbaa !5
  tail call void @llvm.csa.parallel.section.exit(i32 %11)
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %8, label %9, !llvm.loop !9
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #2

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}

; CHECK-LABEL: @after_load (standard)
; CHECK-NEXT:  edge 11 -> 28 %13 = load double
; CHECK-NEXT:  edge 28 -> 35 tail call void @llvm.prefetch.p0
; CHECK-NEXT:  edge 28 -> 41 store double
; CHECK-NEXT:  edge 41 -> 22 ret void
; CHECK-NOT:   edge
