; vadd as users build it: the vectoriser's own run-time check (a difference of two
; pointers) guards its vector loop but leaves no scopes on its accesses, so nothing tells
; the ordering what it checked: the vector loop and its scalar loop are versioned too.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules order %s | FileCheck %s --check-prefix=IR
; RUN: csarules sim %s --entry vadd --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:iota' --arg 3=64 --json | FileCheck %s --check-prefix=SIM

; ModuleID = 'vadd_vec.c'
source_filename = "vadd_vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @vadd(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = ptrtoint ptr %2 to i64
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = icmp sgt i32 %3, 0
  br i1 %8, label %9, label %58

9:                                                ; preds = %4
  %10 = zext nneg i32 %3 to i64
  %11 = icmp ult i32 %3, 12
  br i1 %11, label %12, label %32

12:                                               ; preds = %56, %32, %9
  %13 = phi i64 [ 0, %32 ], [ 0, %9 ], [ %39, %56 ]
  %14 = and i64 %10, 3
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %12, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %12 ]
  %18 = phi i64 [ %26, %16 ], [ 0, %12 ]
  %19 = getelementptr inbounds i32, ptr %1, i64 %17
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr %2, i64 %17
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = add nsw i32 %22, %20
  %24 = getelementptr inbounds i32, ptr %0, i64 %17
  store i32 %23, ptr %24, align 4, !tbaa !5
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %18, 1
  %27 = icmp eq i64 %26, %14
  br i1 %27, label %28, label %16, !llvm.loop !9

28:                                               ; preds = %16, %12
  %29 = phi i64 [ %13, %12 ], [ %25, %16 ]
  %30 = sub nsw i64 %13, %10
  %31 = icmp ugt i64 %30, -4
  br i1 %31, label %58, label %59

32:                                               ; preds = %9
  %33 = sub i64 %7, %6
  %34 = icmp ult i64 %33, 32
  %35 = sub i64 %7, %5
  %36 = icmp ult i64 %35, 32
  %37 = or i1 %34, %36
  br i1 %37, label %12, label %38

38:                                               ; preds = %32
  %39 = and i64 %10, 2147483640
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %54, %40 ]
  %42 = getelementptr inbounds i32, ptr %1, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !5
  %45 = load <4 x i32>, ptr %43, align 4, !tbaa !5
  %46 = getelementptr inbounds i32, ptr %2, i64 %41
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load <4 x i32>, ptr %46, align 4, !tbaa !5
  %49 = load <4 x i32>, ptr %47, align 4, !tbaa !5
  %50 = add nsw <4 x i32> %48, %44
  %51 = add nsw <4 x i32> %49, %45
  %52 = getelementptr inbounds i32, ptr %0, i64 %41
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  store <4 x i32> %50, ptr %52, align 4, !tbaa !5
  store <4 x i32> %51, ptr %53, align 4, !tbaa !5
  %54 = add nuw i64 %41, 8
  %55 = icmp eq i64 %54, %39
  br i1 %55, label %56, label %40, !llvm.loop !11

56:                                               ; preds = %40
  %57 = icmp eq i64 %39, %10
  br i1 %57, label %58, label %12

58:                                               ; preds = %28, %59, %56, %4
  ret void

59:                                               ; preds = %28, %59
  %60 = phi i64 [ %88, %59 ], [ %29, %28 ]
  %61 = getelementptr inbounds i32, ptr %1, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i32, ptr %2, i64 %60
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = add nsw i32 %64, %62
  %66 = getelementptr inbounds i32, ptr %0, i64 %60
  store i32 %65, ptr %66, align 4, !tbaa !5
  %67 = add nuw nsw i64 %60, 1
  %68 = getelementptr inbounds i32, ptr %1, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = getelementptr inbounds i32, ptr %2, i64 %67
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = add nsw i32 %71, %69
  %73 = getelementptr inbounds i32, ptr %0, i64 %67
  store i32 %72, ptr %73, align 4, !tbaa !5
  %74 = add nuw nsw i64 %60, 2
  %75 = getelementptr inbounds i32, ptr %1, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !5
  %77 = getelementptr inbounds i32, ptr %2, i64 %74
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = add nsw i32 %78, %76
  %80 = getelementptr inbounds i32, ptr %0, i64 %74
  store i32 %79, ptr %80, align 4, !tbaa !5
  %81 = add nuw nsw i64 %60, 3
  %82 = getelementptr inbounds i32, ptr %1, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = getelementptr inbounds i32, ptr %2, i64 %81
  %85 = load i32, ptr %84, align 4, !tbaa !5
  %86 = add nsw i32 %85, %83
  %87 = getelementptr inbounds i32, ptr %0, i64 %81
  store i32 %86, ptr %87, align 4, !tbaa !5
  %88 = add nuw nsw i64 %60, 4
  %89 = icmp eq i64 %88, %10
  br i1 %89, label %58, label %59, !llvm.loop !15
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !13}

; CHECK-LABEL: @vadd (standard)
; CHECK:       versioned loop %16 (line 33): copy %csa.v0.16 runs when groups 36~41, 36~79, 38~41, 38~79, 41~69, 41~73 do not overlap
; CHECK:       versioned loop %40 (line 66): copy %csa.v1.40 runs when groups 69~79, 73~79 do not overlap
; CHECK:       versioned loop %59 (line 93): copy %csa.v2.59 runs when groups 95~100, 97~100 do not overlap
; CHECK-NOT:   not versioned
; IR-LABEL:    define {{.*}} @vadd(
; IR:          %csa.v1.c.r[[N:[0-9]+]] = zext i32 %3 to i64
; IR-NEXT:     %csa.v1.c.r{{[0-9]+}} = and i64 %csa.v1.c.r[[N]], 2147483640
; IR:          ptrtoint ptr %1 to i128
; IR:          br i1 %8, label %9, label %58
; IR-LABEL:    csa.v1.check:
; IR-NEXT:     br i1 %csa.v1.c.{{[0-9]+}}, label %40, label %csa.v1.40
; SIM:         "cycles": 67,
; SIM:         "race_count": 0,
; SIM:         "matches_sequential": true,
