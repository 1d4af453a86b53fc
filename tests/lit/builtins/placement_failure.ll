; No section fits: the load that decides the early exit and the store after it have no
; common post-dominator inside the loop once the backedge goes to the dummy exit. The
; warning names the marker's line, and the loop stays sequential (no region, marker gone).
; RUN: csarules expand %s 2>&1 | %strip-checks | FileCheck %s
; RUN: csarules expand %s --explain 'could_not_parallelize(23, 14)' | FileCheck %s --check-prefix=CHECKW

; ModuleID = 'placement_failure.c'
source_filename = "placement_failure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @until_negative(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  tail call void @builtin_csa_parallel_loop_() #2
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %18

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %7

7:                                                ; preds = %5, %12
  %8 = phi i64 [ 0, %5 ], [ %14, %12 ]
  %9 = getelementptr inbounds i32, ptr %1, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = icmp slt i32 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds i32, ptr %0, i64 %8
  store i32 %10, ptr %13, align 4, !tbaa !5
  %14 = add nuw nsw i64 %8, 1
  %15 = icmp eq i64 %14, %6
  br i1 %15, label %18, label %7, !llvm.loop !9

16:                                               ; preds = %7
  %17 = trunc nuw nsw i64 %8 to i32
  br label %18

18:                                               ; preds = %12, %16, %3
  %19 = phi i32 [ 0, %3 ], [ %17, %16 ], [ %2, %12 ]
  ret i32 %19
}

declare void @builtin_csa_parallel_loop_() local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}

; CHECK: placement_failure.ll:[[#]]: warning: !! WARNING: COULD NOT PARALLELIZE LOOP !!
; CHECK-NOT: llvm.csa.parallel
; CHECK-NOT: builtin_csa
; CHECKW: could_not_parallelize(23, 14)  [could_not_parallelize rule
; CHECKW: marker_of(23, 14)
; CHECKW: !has_end(23) holds
