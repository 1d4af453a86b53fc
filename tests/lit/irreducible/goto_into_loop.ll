; C's `goto` into the middle of a loop, as csmith writes it: clang -O2 keeps a loop with
; two entries (the top of the body and the label). Reading gives it one header; the
; accesses of a[] carried from one iteration to the next are ordered, the run is race-free
; and equal to the sequential one (in standard and linear mode, under a random schedule).
; RUN: csarules order %s | grep -v '^ *;' | FileCheck %s
; RUN: csarules order --mode race %s -o %t.race.ll
; RUN: csarules sim %s --entry walk --arg 0 --arg i32[16]:iota --arg 5 --json | FileCheck --check-prefix=SIM %s
; RUN: csarules sim %s --mode linear --entry walk --arg 0 --arg i32[16]:iota --arg 5 --json | FileCheck --check-prefix=SIM %s
; RUN: csarules sim %s --entry walk --arg 1 --arg i32[16]:iota --arg 7 --schedule random --seed 2 --json | FileCheck --check-prefix=RANDOM %s

; ModuleID = 'goto_into_loop.c'
source_filename = "goto_into_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @walk(i32 noundef %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %5, label %18

5:                                                ; preds = %3, %18
  %6 = phi i32 [ %26, %18 ], [ 0, %3 ]
  %7 = phi i32 [ %25, %18 ], [ 1, %3 ]
  %8 = icmp slt i32 %6, %2
  br i1 %8, label %9, label %27

9:                                                ; preds = %5
  %10 = mul nsw i32 %7, 3
  %11 = sext i32 %6 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = add nsw i32 %13, %10
  %15 = getelementptr i8, ptr %12, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = add nsw i32 %16, %14
  store i32 %17, ptr %15, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %3, %9
  %19 = phi i32 [ %6, %9 ], [ 0, %3 ]
  %20 = phi i32 [ %14, %9 ], [ 1, %3 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr i32, ptr %1, i64 %21
  %23 = getelementptr i8, ptr %22, i64 8
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = xor i32 %24, %20
  store i32 %25, ptr %22, align 4, !tbaa !5
  %26 = add nsw i32 %19, 1
  br label %5, !llvm.loop !9

27:                                               ; preds = %5
  ret i32 %7
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

; CHECK: csarules.irr.0:
; CHECK-NEXT: %csarules.irr.0.to = phi i1
; CHECK: br i1 %csarules.irr.0.to
; SIM: "race_count": 0
; SIM: "matches_sequential": true
; SIM: "return": 319
; RANDOM: "race_count": 0
; RANDOM: "matches_sequential": true
; RANDOM: "return": 9725
