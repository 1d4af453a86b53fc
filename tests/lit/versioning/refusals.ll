; What is never versioned, one loop each: no trip count known before the loop (a data-
; dependent latch), an address that is no affine function of the counters, a call that
; may write memory, a volatile access, an atomic access, more checks than --max-checks.
; RUN: csarules edges %s --max-checks 2 | FileCheck %s
; RUN: csarules edges %s --no-runtime-checks | FileCheck %s --check-prefix=OFF

; ModuleID = 'refusals.c'
source_filename = "refusals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @no_trip(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %6, %2
  ret void

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %10, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %12, %6 ], [ %3, %2 ]
  %9 = getelementptr inbounds i32, ptr %0, i64 %7
  store i32 %8, ptr %9, align 4, !tbaa !5
  %10 = add nuw nsw i64 %7, 1
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %5, label %6, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @not_affine(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %27

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %3, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644
  br label %28

12:                                               ; preds = %28, %6
  %13 = phi i64 [ 0, %6 ], [ %58, %28 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %24, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %25, %15 ], [ 0, %12 ]
  %18 = getelementptr inbounds i32, ptr %1, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds i32, ptr %2, i64 %16
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  store i32 %19, ptr %23, align 4, !tbaa !5
  %24 = add nuw nsw i64 %16, 1
  %25 = add i64 %17, 1
  %26 = icmp eq i64 %25, %8
  br i1 %26, label %27, label %15, !llvm.loop !11

27:                                               ; preds = %12, %15, %4
  ret void

28:                                               ; preds = %28, %10
  %29 = phi i64 [ 0, %10 ], [ %58, %28 ]
  %30 = phi i64 [ 0, %10 ], [ %59, %28 ]
  %31 = getelementptr inbounds i32, ptr %1, i64 %29
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = getelementptr inbounds i32, ptr %2, i64 %29
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %0, i64 %35
  store i32 %32, ptr %36, align 4, !tbaa !5
  %37 = or disjoint i64 %29, 1
  %38 = getelementptr inbounds i32, ptr %1, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = getelementptr inbounds i32, ptr %2, i64 %37
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %0, i64 %42
  store i32 %39, ptr %43, align 4, !tbaa !5
  %44 = or disjoint i64 %29, 2
  %45 = getelementptr inbounds i32, ptr %1, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = getelementptr inbounds i32, ptr %2, i64 %44
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %0, i64 %49
  store i32 %46, ptr %50, align 4, !tbaa !5
  %51 = or disjoint i64 %29, 3
  %52 = getelementptr inbounds i32, ptr %1, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, ptr %2, i64 %51
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %0, i64 %56
  store i32 %53, ptr %57, align 4, !tbaa !5
  %58 = add nuw nsw i64 %29, 4
  %59 = add i64 %30, 4
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %12, label %28, !llvm.loop !13
}

; Function Attrs: nounwind uwtable
define dso_local void @calls(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %13, %8 ]
  %10 = getelementptr inbounds i32, ptr %1, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, ptr %0, i64 %9
  store i32 %11, ptr %12, align 4, !tbaa !5
  tail call void @ext() #5
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %7, label %8, !llvm.loop !14
}

declare void @ext() local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @volatiles(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %26

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %3, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644
  br label %27

12:                                               ; preds = %27, %6
  %13 = phi i64 [ 0, %6 ], [ %53, %27 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %23, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %24, %15 ], [ 0, %12 ]
  %18 = getelementptr inbounds i32, ptr %1, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = load volatile i32, ptr %2, align 4, !tbaa !5
  %21 = add nsw i32 %20, %19
  %22 = getelementptr inbounds i32, ptr %0, i64 %16
  store i32 %21, ptr %22, align 4, !tbaa !5
  %23 = add nuw nsw i64 %16, 1
  %24 = add i64 %17, 1
  %25 = icmp eq i64 %24, %8
  br i1 %25, label %26, label %15, !llvm.loop !15

26:                                               ; preds = %12, %15, %4
  ret void

27:                                               ; preds = %27, %10
  %28 = phi i64 [ 0, %10 ], [ %53, %27 ]
  %29 = phi i64 [ 0, %10 ], [ %54, %27 ]
  %30 = getelementptr inbounds i32, ptr %1, i64 %28
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = load volatile i32, ptr %2, align 4, !tbaa !5
  %33 = add nsw i32 %32, %31
  %34 = getelementptr inbounds i32, ptr %0, i64 %28
  store i32 %33, ptr %34, align 4, !tbaa !5
  %35 = or disjoint i64 %28, 1
  %36 = getelementptr inbounds i32, ptr %1, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = load volatile i32, ptr %2, align 4, !tbaa !5
  %39 = add nsw i32 %38, %37
  %40 = getelementptr inbounds i32, ptr %0, i64 %35
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = or disjoint i64 %28, 2
  %42 = getelementptr inbounds i32, ptr %1, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = load volatile i32, ptr %2, align 4, !tbaa !5
  %45 = add nsw i32 %44, %43
  %46 = getelementptr inbounds i32, ptr %0, i64 %41
  store i32 %45, ptr %46, align 4, !tbaa !5
  %47 = or disjoint i64 %28, 3
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = load volatile i32, ptr %2, align 4, !tbaa !5
  %51 = add nsw i32 %50, %49
  %52 = getelementptr inbounds i32, ptr %0, i64 %47
  store i32 %51, ptr %52, align 4, !tbaa !5
  %53 = add nuw nsw i64 %28, 4
  %54 = add i64 %29, 4
  %55 = icmp eq i64 %54, %11
  br i1 %55, label %12, label %27, !llvm.loop !16
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite) uwtable
define dso_local void @atomics(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %26

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %3, 4
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = and i64 %7, 2147483644
  br label %27

12:                                               ; preds = %27, %6
  %13 = phi i64 [ 0, %6 ], [ %53, %27 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %12, %15
  %16 = phi i64 [ %23, %15 ], [ %13, %12 ]
  %17 = phi i64 [ %24, %15 ], [ 0, %12 ]
  %18 = getelementptr inbounds i32, ptr %1, i64 %16
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = load atomic i32, ptr %2 acquire, align 4
  %21 = add nsw i32 %20, %19
  %22 = getelementptr inbounds i32, ptr %0, i64 %16
  store i32 %21, ptr %22, align 4, !tbaa !5
  %23 = add nuw nsw i64 %16, 1
  %24 = add i64 %17, 1
  %25 = icmp eq i64 %24, %8
  br i1 %25, label %26, label %15, !llvm.loop !17

26:                                               ; preds = %12, %15, %4
  ret void

27:                                               ; preds = %27, %10
  %28 = phi i64 [ 0, %10 ], [ %53, %27 ]
  %29 = phi i64 [ 0, %10 ], [ %54, %27 ]
  %30 = getelementptr inbounds i32, ptr %1, i64 %28
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = load atomic i32, ptr %2 acquire, align 4
  %33 = add nsw i32 %32, %31
  %34 = getelementptr inbounds i32, ptr %0, i64 %28
  store i32 %33, ptr %34, align 4, !tbaa !5
  %35 = or disjoint i64 %28, 1
  %36 = getelementptr inbounds i32, ptr %1, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = load atomic i32, ptr %2 acquire, align 4
  %39 = add nsw i32 %38, %37
  %40 = getelementptr inbounds i32, ptr %0, i64 %35
  store i32 %39, ptr %40, align 4, !tbaa !5
  %41 = or disjoint i64 %28, 2
  %42 = getelementptr inbounds i32, ptr %1, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = load atomic i32, ptr %2 acquire, align 4
  %45 = add nsw i32 %44, %43
  %46 = getelementptr inbounds i32, ptr %0, i64 %41
  store i32 %45, ptr %46, align 4, !tbaa !5
  %47 = or disjoint i64 %28, 3
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = load atomic i32, ptr %2 acquire, align 4
  %51 = add nsw i32 %50, %49
  %52 = getelementptr inbounds i32, ptr %0, i64 %47
  store i32 %51, ptr %52, align 4, !tbaa !5
  %53 = add nuw nsw i64 %28, 4
  %54 = add i64 %29, 4
  %55 = icmp eq i64 %54, %11
  br i1 %55, label %12, label %27, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @many(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %26

7:                                                ; preds = %5
  %8 = zext nneg i32 %4 to i64
  %9 = and i64 %8, 1
  %10 = icmp eq i32 %4, 1
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = and i64 %8, 2147483646
  br label %27

13:                                               ; preds = %27, %7
  %14 = phi i64 [ 0, %7 ], [ %49, %27 ]
  %15 = icmp eq i64 %9, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %13
  %17 = getelementptr inbounds i32, ptr %1, i64 %14
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %2, i64 %14
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = add nsw i32 %20, %18
  %22 = getelementptr inbounds i32, ptr %3, i64 %14
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = add nsw i32 %21, %23
  %25 = getelementptr inbounds i32, ptr %0, i64 %14
  store i32 %24, ptr %25, align 4, !tbaa !5
  br label %26

26:                                               ; preds = %16, %13, %5
  ret void

27:                                               ; preds = %27, %11
  %28 = phi i64 [ 0, %11 ], [ %49, %27 ]
  %29 = phi i64 [ 0, %11 ], [ %50, %27 ]
  %30 = getelementptr inbounds i32, ptr %1, i64 %28
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds i32, ptr %2, i64 %28
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = add nsw i32 %33, %31
  %35 = getelementptr inbounds i32, ptr %3, i64 %28
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = add nsw i32 %34, %36
  %38 = getelementptr inbounds i32, ptr %0, i64 %28
  store i32 %37, ptr %38, align 4, !tbaa !5
  %39 = or disjoint i64 %28, 1
  %40 = getelementptr inbounds i32, ptr %1, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = getelementptr inbounds i32, ptr %2, i64 %39
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = add nsw i32 %43, %41
  %45 = getelementptr inbounds i32, ptr %3, i64 %39
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = add nsw i32 %44, %46
  %48 = getelementptr inbounds i32, ptr %0, i64 %39
  store i32 %47, ptr %48, align 4, !tbaa !5
  %49 = add nuw nsw i64 %28, 2
  %50 = add i64 %29, 2
  %51 = icmp eq i64 %50, %12
  br i1 %51, label %13, label %27, !llvm.loop !19
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}

; CHECK-LABEL: @no_trip (standard)
; CHECK:       not versioned: loop %6 (line 22): no trip count at the nest's entry
; CHECK-LABEL: @not_affine (standard)
; CHECK:       not versioned: loop %15 (line 54): an address is not affine in the nest
; CHECK-LABEL: @calls (standard)
; CHECK:       not versioned: loop %8 (line 124): a call in the nest may write memory
; CHECK-LABEL: @volatiles (standard)
; CHECK:       not versioned: loop %15 (line 158): volatile access in the nest
; CHECK-LABEL: @atomics (standard)
; CHECK:       not versioned: loop %15 (line 231): atomic access or fence in the nest
; CHECK-LABEL: @many (standard)
; CHECK:       not versioned: loop %27 (line 320): 3 checks, more than --max-checks (2)
; CHECK-NOT:   runtime_check
; OFF-NOT:     versioned
; OFF-NOT:     runtime_check
