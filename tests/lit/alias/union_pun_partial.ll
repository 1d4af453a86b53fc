; As union_pun_same_address.c, with the short member at byte 2: the stores overlap in
; part, which LLVM's BasicAA proves (PartialAlias) before TBAA is asked, at a fixed
; address and within an iteration of a loop over an array of unions.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry pun --arg 7 --arg 9
; RUN: csarules sim %s --entry pun_loop --arg 'i32[4]:iota' --arg 'i16[4]:iota' --arg 4

; ModuleID = 'union_pun_partial.c'
source_filename = "union_pun_partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.U = type { i32 }

@g = dso_local local_unnamed_addr global %union.U zeroinitializer, align 4
@arr = dso_local local_unnamed_addr global [8 x %union.U] zeroinitializer, align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @pun(i32 noundef %0, i16 noundef zeroext %1) local_unnamed_addr #0 {
  store i32 %0, ptr @g, align 4, !tbaa !5
  store i16 %1, ptr getelementptr inbounds (i8, ptr @g, i64 2), align 2, !tbaa !9
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none) uwtable
define dso_local void @pun_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %16, %8 ]
  %10 = getelementptr inbounds [8 x %union.U], ptr @arr, i64 0, i64 %9
  %11 = getelementptr inbounds i8, ptr %10, i64 2
  %12 = getelementptr inbounds i32, ptr %0, i64 %9
  %13 = load i32, ptr %12, align 4, !tbaa !5
  store i32 %13, ptr %10, align 4, !tbaa !5
  %14 = getelementptr inbounds i16, ptr %1, i64 %9
  %15 = load i16, ptr %14, align 2, !tbaa !9
  store i16 %15, ptr %11, align 2, !tbaa !9
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %8, !llvm.loop !11
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(write, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}

; CHECK-LABEL: @pun (standard)
; CHECK:       edge 19 -> 20 store i32 %0, ptr @g
; CHECK-NEXT:  edge 20 -> 21 store i16 %1, ptr getelementptr inbounds (i8, ptr @g, i64 2)
; CHECK-NEXT:  edge 21 -> 22 ret void
; CHECK-LABEL: @pun_loop (standard)
; CHECK:       edge 43 -> 46 store i16 %15, ptr %11
