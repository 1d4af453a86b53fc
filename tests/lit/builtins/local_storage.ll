; Iteration-local storage in a parallel loop: the array lives in memory inside the loop
; (lifetime.start), so every iteration would share one allocation. The cleaner's warning
; names the lifetime.start; --no-loop-storage-check silences it.
; RUN: csarules expand %s 2>&1 >/dev/null | FileCheck %s
; RUN: csarules expand --no-loop-storage-check %s 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=CHECKQ

; ModuleID = 'local_storage.c'
source_filename = "local_storage.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @rows(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [16 x i32], align 16
  tail call void @builtin_csa_parallel_loop_() #3
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %8

7:                                                ; preds = %8, %2
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %13, %8 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3
  %10 = trunc nuw nsw i64 %9 to i32
  call void @fill(ptr noundef nonnull %3, i32 noundef %10) #3
  %11 = call i32 @first(ptr noundef nonnull %3) #3
  %12 = getelementptr inbounds i32, ptr %0, i64 %9
  store i32 %11, ptr %12, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %7, label %8, !llvm.loop !9
}

declare void @builtin_csa_parallel_loop_() local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare void @fill(ptr noundef, i32 noundef) local_unnamed_addr #1

declare i32 @first(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

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

; CHECK: local_storage.ll:[[#]]: warning: !! WARNING: ITERATION-LOCAL STORAGE DETECTED IN A PARALLELIZED LOOP !!
; CHECKQ-NOT: warning
