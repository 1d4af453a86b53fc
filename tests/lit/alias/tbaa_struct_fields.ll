; Struct-path TBAA: a store to field x of one point and a load of field y of another
; point never meet (same struct, different offsets), though both are floats and the
; pointers may alias; a plain float load may be either field, so it stays ordered.
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

; ModuleID = 'tbaa_struct_fields.c'
source_filename = "tbaa_struct_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { float, float }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @shift(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %17, %9 ]
  %11 = getelementptr inbounds %struct.point, ptr %1, i64 %10, i32 1
  %12 = load float, ptr %11, align 4, !tbaa !5
  %13 = getelementptr inbounds float, ptr %2, i64 %10
  %14 = load float, ptr %13, align 4, !tbaa !10
  %15 = fadd float %12, %14
  %16 = getelementptr inbounds %struct.point, ptr %0, i64 %10
  store float %15, ptr %16, align 4, !tbaa !11
  %17 = add nuw nsw i64 %10, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %8, label %9, !llvm.loop !12
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 4}
!6 = !{!"point", !7, i64 0, !7, i64 4}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!6, !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}

; CHECK-LABEL: @shift (standard)
; CHECK-NEXT:  edge 14 -> 28 %12 = load float
; CHECK-NEXT:  edge 28 -> 23 ret void
; CHECK-NEXT:  edge 30 -> 33 store float
; CHECK-NEXT:  edge 33 -> 23 ret void
; CHECK-NEXT:  edge 33 -> 30 [carried by %9] %14 = load float
; CHECK-NOT:   edge
