; Two stores to one union through pointers to its members: their !tbaa tags (int,
; short) never alias, but the address is the same, and LLVM asks TBAA only what BasicAA
; cannot decide (same pointer: MustAlias): the short store waits for the int store
; (csmith seed 90077 raced here).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry pun --arg 7 --arg 9
; RUN: csarules sim %s --entry pun --arg 7 --arg 9 --schedule random --seed 3

; ModuleID = 'union_pun_same_address.c'
source_filename = "union_pun_same_address.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.U = type { i32 }

@g = dso_local local_unnamed_addr global %union.U zeroinitializer, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @pun(i32 noundef %0, i16 noundef zeroext %1) local_unnamed_addr #0 {
  store i32 %0, ptr @g, align 4, !tbaa !5
  store i16 %1, ptr @g, align 4, !tbaa !9
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}

; CHECK-LABEL: @pun (standard)
; CHECK:       edge 19 -> 20 store i32 %0, ptr @g
; CHECK-NEXT:  edge 20 -> 21 store i16 %1, ptr @g
; CHECK-NEXT:  edge 21 -> 22 ret void
