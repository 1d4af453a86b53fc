; Scoped noalias from a restrict function inlined inside a loop: each iteration declares
; the scopes anew (llvm.experimental.noalias.scope.decl in the loop), so *a and *b are
; apart within an iteration but not across iterations (the next call's a may be this
; call's b): the carried edges stay.
; RUN: csarules edges %s | FileCheck %s

; ModuleID = 'restrict_in_loop.c'
source_filename = "restrict_in_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @walk(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %17, %8 ]
  %10 = getelementptr inbounds ptr, ptr %0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds ptr, ptr %1, i64 %9
  %13 = load ptr, ptr %12, align 8, !tbaa !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  %14 = load float, ptr %13, align 4, !tbaa !14, !alias.scope !12, !noalias !9
  %15 = load float, ptr %11, align 4, !tbaa !14, !alias.scope !9, !noalias !12
  %16 = fadd float %14, %15
  store float %16, ptr %11, align 4, !tbaa !14, !alias.scope !9, !noalias !12
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %6
  br i1 %18, label %7, label %8, !llvm.loop !16
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"step: argument 0"}
!11 = distinct !{!11, !"step"}
!12 = !{!13}
!13 = distinct !{!13, !11, !"step: argument 1"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}

; CHECK-LABEL: @walk (standard)
; CHECK-NOT:   edge 32 -> 35 store
; CHECK:       edge 32 -> 35 [carried by %8] store float
; CHECK-NOT:   edge 32 -> 35 store
; CHECK:       edge 35 -> 32 [carried by %8] %14 = load float
