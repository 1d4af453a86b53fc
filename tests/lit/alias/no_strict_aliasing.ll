; -fno-strict-aliasing: no !tbaa, so tbaa_int_float.c's int store and float accesses stay
; ordered, within and across iterations (after the previous float load through its store).
; RUN: csarules edges %s | FileCheck %s

; ModuleID = 'no_strict_aliasing.c'
source_filename = "no_strict_aliasing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @scale(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %15, %8 ]
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = trunc nuw nsw i64 %9 to i32
  store i32 %11, ptr %10, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 %9
  %13 = load float, ptr %12, align 4
  %14 = fmul float %13, 2.000000e+00
  store float %14, ptr %12, align 4
  %15 = add nuw nsw i64 %9, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %7, label %8, !llvm.loop !5
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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

; CHECK-LABEL: @scale (standard)
; CHECK:       edge 26 -> 28 %13 = load float
; CHECK-NEXT:  edge 28 -> 30 store float
; CHECK-NEXT:  edge 30 -> 20 ret void
; CHECK-NEXT:  edge 30 -> 26 [carried by %8] store i32
