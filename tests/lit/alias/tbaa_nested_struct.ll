; Struct-path TBAA through nested structs: a store to o->in.b (float at offset 8 of
; struct outer) meets a load of p->y (float at 12) nowhere, a load of an inner's b
; (float at 4 of struct inner, which may be o->in) may meet it, and so may a plain
; float load; an int field (o->x) never meets a float one.
; RUN: csarules edges %s | FileCheck %s

; ModuleID = 'tbaa_nested_struct.c'
source_filename = "tbaa_nested_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local float @nest(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  store float 1.000000e+00, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 12
  %7 = load float, ptr %6, align 4, !tbaa !12
  %8 = getelementptr inbounds i8, ptr %2, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !13
  %10 = fadd float %7, %9
  %11 = load float, ptr %3, align 4, !tbaa !14
  %12 = fadd float %10, %11
  %13 = load i32, ptr %1, align 4, !tbaa !15
  %14 = sitofp i32 %13 to float
  %15 = fadd float %12, %14
  ret float %15
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !11, i64 8}
!6 = !{!"outer", !7, i64 0, !10, i64 4, !11, i64 12}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"inner", !7, i64 0, !11, i64 4}
!11 = !{!"float", !8, i64 0}
!12 = !{!6, !11, i64 12}
!13 = !{!10, !11, i64 4}
!14 = !{!11, !11, i64 0}
!15 = !{!6, !7, i64 0}

; CHECK-LABEL: @nest (standard)
; CHECK-NEXT:  edge 13 -> 15 store float
; CHECK-NEXT:  edge 13 -> 17 %7 = load float
; CHECK-NEXT:  edge 13 -> 23 %13 = load i32
; CHECK-NEXT:  edge 15 -> 19 %9 = load float
; CHECK-NEXT:  edge 15 -> 21 %11 = load float
