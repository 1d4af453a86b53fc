; `goto *` (indirectbr) is control flow: the store after the jump waits for the one
; before it on both paths.
; RUN: csarules order %s | %strip-checks | FileCheck %s

; ModuleID = 'indirectbr.c'
source_filename = "indirectbr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@k.t = internal unnamed_addr constant [2 x ptr] [ptr blockaddress(@k, %8), ptr blockaddress(@k, %7)], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local range(i32 1, 3) i32 @k(ptr nocapture noundef writeonly %0, i32 noundef %1) #0 {
  store i32 1, ptr %0, align 4, !tbaa !5
  %3 = and i32 %1, 1
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [2 x ptr], ptr @k.t, i64 0, i64 %4
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  indirectbr ptr %6, [label %8, label %7]

7:                                                ; preds = %2
  br label %8

8:                                                ; preds = %2, %7
  %9 = phi i64 [ 8, %7 ], [ 4, %2 ]
  %10 = phi i32 [ 2, %7 ], [ 1, %2 ]
  %11 = getelementptr inbounds i8, ptr %0, i64 %9
  store i32 %10, ptr %11, align 4, !tbaa !5
  ret i32 %10
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!10 = !{!"any pointer", !7, i64 0}

; CHECK-LABEL: define {{.*}} @k(
; CHECK:         store i32 1, ptr %0
; CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         indirectbr ptr
; CHECK:         call void @llvm.csa.inord(i1 [[S]])
; CHECK-NEXT:    store i32 %
