; Rows that start where a table says: the start is loaded in the outer loop, so no check
; at the outer loop's entry can know it; the inner loop is versioned instead, its check
; reading the start at each of its entries.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry rows --arg '0=f32[64]:zero' --arg '1=i64[4]:iota' --arg '2=f32[16]:iota' --arg 3=4 --arg 4=8 --json | FileCheck %s --check-prefix=FAST
; RUN: csarules sim %s --entry rows --arg '0=f32[64]:zero' --arg '1=i64[4]:iota' --arg 2=0+16 --arg 3=4 --arg 4=8 --schedule random --seed 5

; ModuleID = 'row_start.c'
source_filename = "row_start.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rows(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i64 %3, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %5
  %8 = icmp sgt i64 %4, 0
  br label %10

9:                                                ; preds = %15, %5
  ret void

10:                                               ; preds = %7, %15
  %11 = phi i64 [ 0, %7 ], [ %16, %15 ]
  %12 = getelementptr inbounds i64, ptr %1, i64 %11
  %13 = load i64, ptr %12, align 8, !tbaa !5
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  br i1 %8, label %18, label %15

15:                                               ; preds = %18, %10
  %16 = add nuw nsw i64 %11, 1
  %17 = icmp eq i64 %16, %3
  br i1 %17, label %9, label %10, !llvm.loop !9

18:                                               ; preds = %10, %18
  %19 = phi i64 [ %24, %18 ], [ 0, %10 ]
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !12
  %22 = fmul float %21, 2.000000e+00
  %23 = getelementptr inbounds float, ptr %14, i64 %19
  store float %22, ptr %23, align 4, !tbaa !12
  %24 = add nuw nsw i64 %19, 1
  %25 = icmp eq i64 %24, %4
  br i1 %25, label %15, label %18, !llvm.loop !14
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
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !7, i64 0}
!14 = distinct !{!14, !10, !11}

; CHECK-LABEL: @rows (standard)
; CHECK:       versioned loop %18 (line 38): copy %csa.v0.18 runs when groups 40~43 do not overlap
; CHECK-NEXT:    group 40 (%2): [%2, %2 + 4 + 4*(T[%18]-1))
; CHECK-NEXT:    group 43 (%0 + 4*%13): [%0 + 4*%13, %0 + 4*%13 + 4 + 4*(T[%18]-1))
; CHECK-NEXT:  not versioned: loop %10 (line 26): an address term changes inside the nest
; CHECK:       released {{.*}}(runtime_check)
; FAST:        "race_count": 0,
; FAST:        "matches_sequential": true,
