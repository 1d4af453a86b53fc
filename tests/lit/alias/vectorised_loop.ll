; The loop vectoriser versions this loop behind a run-time overlap check of a and b and
; tags the vector loop's accesses with scopes (no declaration): its fast path gets no
; carried edge, its scalar fallback (no scopes: a and b may overlap) stays ordered.
; RUN: csarules edges %s | FileCheck %s

; ModuleID = 'vectorised_loop.c'
source_filename = "vectorised_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @add(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 8
  br i1 %7, label %8, label %27

8:                                                ; preds = %50, %27, %5
  %9 = phi i64 [ 0, %27 ], [ 0, %5 ], [ %35, %50 ]
  %10 = and i64 %6, 3
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %23, label %12

12:                                               ; preds = %8, %12
  %13 = phi i64 [ %20, %12 ], [ %9, %8 ]
  %14 = phi i64 [ %21, %12 ], [ 0, %8 ]
  %15 = getelementptr inbounds float, ptr %1, i64 %13
  %16 = load float, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds float, ptr %0, i64 %13
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = fadd float %16, %18
  store float %19, ptr %17, align 4, !tbaa !5
  %20 = add nuw nsw i64 %13, 1
  %21 = add i64 %14, 1
  %22 = icmp eq i64 %21, %10
  br i1 %22, label %23, label %12, !llvm.loop !9

23:                                               ; preds = %12, %8
  %24 = phi i64 [ %9, %8 ], [ %20, %12 ]
  %25 = sub nsw i64 %9, %6
  %26 = icmp ugt i64 %25, -4
  br i1 %26, label %52, label %53

27:                                               ; preds = %5
  %28 = shl nuw nsw i64 %6, 2
  %29 = getelementptr i8, ptr %0, i64 %28
  %30 = getelementptr i8, ptr %1, i64 %28
  %31 = icmp ugt ptr %30, %0
  %32 = icmp ugt ptr %29, %1
  %33 = and i1 %31, %32
  br i1 %33, label %8, label %34

34:                                               ; preds = %27
  %35 = and i64 %6, 2147483640
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %48, %36 ]
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <4 x float>, ptr %38, align 4, !tbaa !5, !alias.scope !11
  %41 = load <4 x float>, ptr %39, align 4, !tbaa !5, !alias.scope !11
  %42 = getelementptr inbounds float, ptr %0, i64 %37
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load <4 x float>, ptr %42, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  %45 = load <4 x float>, ptr %43, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  %46 = fadd <4 x float> %40, %44
  %47 = fadd <4 x float> %41, %45
  store <4 x float> %46, ptr %42, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  store <4 x float> %47, ptr %43, align 4, !tbaa !5, !alias.scope !14, !noalias !11
  %48 = add nuw i64 %37, 8
  %49 = icmp eq i64 %48, %35
  br i1 %49, label %50, label %36, !llvm.loop !16

50:                                               ; preds = %36
  %51 = icmp eq i64 %35, %6
  br i1 %51, label %52, label %8

52:                                               ; preds = %23, %53, %50, %3
  ret void

53:                                               ; preds = %23, %53
  %54 = phi i64 [ %78, %53 ], [ %24, %23 ]
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !5
  %57 = getelementptr inbounds float, ptr %0, i64 %54
  %58 = load float, ptr %57, align 4, !tbaa !5
  %59 = fadd float %56, %58
  store float %59, ptr %57, align 4, !tbaa !5
  %60 = add nuw nsw i64 %54, 1
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds float, ptr %0, i64 %60
  %64 = load float, ptr %63, align 4, !tbaa !5
  %65 = fadd float %62, %64
  store float %65, ptr %63, align 4, !tbaa !5
  %66 = add nuw nsw i64 %54, 2
  %67 = getelementptr inbounds float, ptr %1, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !5
  %69 = getelementptr inbounds float, ptr %0, i64 %66
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fadd float %68, %70
  store float %71, ptr %69, align 4, !tbaa !5
  %72 = add nuw nsw i64 %54, 3
  %73 = getelementptr inbounds float, ptr %1, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !5
  %75 = getelementptr inbounds float, ptr %0, i64 %72
  %76 = load float, ptr %75, align 4, !tbaa !5
  %77 = fadd float %74, %76
  store float %77, ptr %75, align 4, !tbaa !5
  %78 = add nuw nsw i64 %54, 4
  %79 = icmp eq i64 %78, %6
  br i1 %79, label %52, label %53, !llvm.loop !20
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !17, !18, !19}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17, !18}

; CHECK-LABEL: @add (standard)
; CHECK-NOT:   [carried by {{.*}} x float>
; CHECK:       edge 35 -> 31 [carried by %12] %16 = load float
; CHECK-NOT:   [carried by {{.*}} x float>
; CHECK:       edge 92 -> 88 [carried by %53] %56 = load float
; CHECK-NOT:   [carried by {{.*}} x float>
