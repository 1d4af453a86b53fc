; BasicAA's call handling per argument: memcpy only reads through its source argument
; (readonly) and writes through its destination (writeonly), so loads of the source
; array are not ordered with it, while the load of the destination waits for it.
; RUN: csarules edges %s | FileCheck %s

; ModuleID = 'readonly_argument.c'
source_filename = "readonly_argument.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @first_and_copy(ptr noalias nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = zext i32 %2 to i64
  %6 = shl nuw nsw i64 %5, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr nonnull align 4 %1, i64 %6, i1 false)
  %7 = sext i32 %2 to i64
  %8 = getelementptr i32, ptr %1, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -4
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = add nsw i32 %10, %4
  %12 = load i32, ptr %0, align 4, !tbaa !5
  %13 = add nsw i32 %11, %12
  ret i32 %13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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

; CHECK-LABEL: @first_and_copy (standard)
; CHECK-NEXT:  edge 12 -> 13 %4 = load i32
; CHECK-NEXT:  edge 12 -> 16 tail call void @llvm.memcpy
; CHECK-NEXT:  edge 12 -> 20 %10 = load i32
; CHECK-NEXT:  edge 13 -> 24 ret
; CHECK-NEXT:  edge 16 -> 22 %12 = load i32
