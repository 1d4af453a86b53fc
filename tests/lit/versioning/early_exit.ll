; An early exit: the loop runs at most n iterations (its latch test), which bounds the
; ranges whatever the data make it do.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry copy_until --arg '0=i32[32]:zero' --arg '1=i32[32]:iota' --arg 2=32 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry copy_until --arg '0=i32[40]:iota' --arg 1=0+4 --arg 2=32 --schedule random --seed 2

; ModuleID = 'early_exit.c'
source_filename = "early_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @copy_until(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %7

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %15, %12 ]
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = icmp eq i32 %10, 17
  br i1 %11, label %17, label %12

12:                                               ; preds = %7
  %13 = add nsw i32 %10, 1
  %14 = getelementptr inbounds i32, ptr %0, i64 %8
  store i32 %13, ptr %14, align 4, !tbaa !5
  %15 = add nuw nsw i64 %8, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %17, label %7, !llvm.loop !9

17:                                               ; preds = %12, %7, %3
  ret void
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
!10 = !{!"llvm.loop.mustprogress"}

; CHECK-LABEL: @copy_until (standard)
; CHECK:       versioned loop %7 (line 22): copy %csa.v0.7 runs when groups 24~31 do not overlap
; CHECK-NEXT:    group 24 (%1): [%1, %1 + 4 + 4*(T[%7]-1))
; CHECK:       released {{.*}} in %csa.v0.7 (runtime_check)
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
