; `asm goto` (callbr) with a memory clobber is a call that ends its block: its outord
; goes on each of its edges, in a block of its own, and the stores after it wait for it
; on both paths.
; RUN: csarules order %s | %strip-checks | FileCheck %s

; ModuleID = 'callbr.c'
source_filename = "callbr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @h(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 {
  store i32 1, ptr %0, align 4, !tbaa !5
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{memory},~{dirflag},~{fpsr},~{flags}"(i32 %1) #1
          to label %4 [label %3], !srcloc !9

3:                                                ; preds = %2
  br label %4

4:                                                ; preds = %2, %3
  %5 = phi i64 [ 8, %3 ], [ 4, %2 ]
  %6 = phi i32 [ 3, %3 ], [ 2, %2 ]
  %7 = phi i32 [ 1, %3 ], [ 0, %2 ]
  %8 = getelementptr inbounds i8, ptr %0, i64 %5
  store i32 %6, ptr %8, align 4, !tbaa !5
  ret i32 %7
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }

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
!9 = !{i64 319}

; CHECK-LABEL: define {{.*}} @h(
; CHECK:         store i32 1, ptr %0
; CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[S]])
; CHECK-NEXT:    callbr void asm
; CHECK-NEXT:    to label %[[FALL:csa.i[0-9]+.0]] [label %[[ERR:csa.i[0-9]+.1]]]
; CHECK:       [[FALL]]:
; CHECK-NEXT:    [[T0:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    br label %[[JOIN:[0-9]+]]
; CHECK:       [[ERR]]:
; CHECK-NEXT:    [[T1:%csa.o[0-9]+.1]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    br label %[[E:[0-9]+]]
; CHECK:       [[JOIN]]:
; CHECK-DAG:     phi i1 [ %csa.entry, %[[FALL]] ], [ [[T1]], %[[E]] ]
; CHECK-DAG:     phi i1 [ [[T0]], %[[FALL]] ], [ %csa.entry, %[[E]] ]
; CHECK:         call void @llvm.csa.inord(i1 %csa.a{{[0-9]+}})
; CHECK-NEXT:    store i32
