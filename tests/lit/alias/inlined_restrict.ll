; Scoped noalias (ScopedNoAliasAA) from inlining a function with restrict arguments:
; inside each inlined loop the accesses to x and y are apart (no edge between them, no
; carried edge), but the two inlined calls are separate scope instances, so the second
; loop still waits for the first.
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'inlined_restrict.c'
source_filename = "inlined_restrict.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @twice(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !5)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %26

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %14, %7 ]
  %9 = getelementptr inbounds float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !10, !alias.scope !8, !noalias !5
  %11 = getelementptr inbounds float, ptr %0, i64 %8
  %12 = load float, ptr %11, align 4, !tbaa !10, !alias.scope !5, !noalias !8
  %13 = fadd float %10, %12
  store float %13, ptr %11, align 4, !tbaa !10, !alias.scope !5, !noalias !8
  %14 = add nuw nsw i64 %8, 1
  %15 = icmp eq i64 %14, %6
  br i1 %15, label %16, label %7, !llvm.loop !14

16:                                               ; preds = %7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  br label %17

17:                                               ; preds = %17, %16
  %18 = phi i64 [ 0, %16 ], [ %24, %17 ]
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !10, !alias.scope !20, !noalias !17
  %21 = getelementptr inbounds float, ptr %1, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !10, !alias.scope !17, !noalias !20
  %23 = fadd float %20, %22
  store float %23, ptr %21, align 4, !tbaa !10, !alias.scope !17, !noalias !20
  %24 = add nuw nsw i64 %18, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %26, label %17, !llvm.loop !14

26:                                               ; preds = %17, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"add: argument 0"}
!7 = distinct !{!7, !"add"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"add: argument 1"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"add: argument 0"}
!19 = distinct !{!19, !"add"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"add: argument 1"}

; CHECK-LABEL: @twice (standard)
; CHECK-NEXT:  edge 13 -> 26 %10 = load float
; CHECK-NEXT:  edge 13 -> 28 %12 = load float
; CHECK-NEXT:  edge 26 -> 47 store float
; CHECK-NEXT:  edge 28 -> 30 store float
; CHECK-NEXT:  edge 30 -> 43 %20 = load float
; CHECK-NEXT:  edge 30 -> 45 %22 = load float
; CHECK-NEXT:  edge 43 -> 53 ret void
; CHECK-NEXT:  edge 45 -> 47 store float
; CHECK-NEXT:  edge 47 -> 53 ret void
; CHECK-NOT:   carried
