; The loop intrinsics written directly in IR (llvm.csa.parallel.loop, llvm.csa.spmd,
; llvm.csa.spmdization, llvm.csa.pipeline.loop) are recognised like the header's externals.
; The first marker in the block in front of a loop is the one that belongs to it; the
; second (spmdization in front of the same loop) is unused and removed.
; RUN: csarules expand %s | %strip-checks | FileCheck %s
; RUN: not csarules expand %S/Inputs/bad_kind.ll 2>&1 | FileCheck %s --check-prefix=CHECKBAD
; RUN: not csarules expand %S/Inputs/variable_depth.ll 2>&1 | FileCheck %s --check-prefix=CHECKVAR

@.kind = private constant [7 x i8] c"cyclic\00"

define void @f(ptr %a, i32 %n) {
entry:
  call void @llvm.csa.spmd(i32 4, i32 2)
  call void @llvm.csa.spmdization(i32 2, ptr @.kind)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr i32, ptr %a, i32 %i
  store i32 %i, ptr %p
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %mid

mid:
  call void @llvm.csa.pipeline.loop(i32 3)
  br label %loop2

loop2:
  %j = phi i32 [ 0, %mid ], [ %j.next, %loop2 ]
  %q = getelementptr i32, ptr %a, i32 %j
  %v = load i32, ptr %q
  %j.next = add i32 %j, 1
  %d = icmp slt i32 %j.next, %n
  br i1 %d, label %loop2, label %after

after:
  call void @llvm.csa.parallel.loop()
  ret void
}

declare void @llvm.csa.parallel.loop()
declare void @llvm.csa.spmd(i32, i32)
declare void @llvm.csa.spmdization(i32, ptr)
declare void @llvm.csa.pipeline.loop(i32)

; CHECK-LABEL: entry:
; CHECK-NEXT:  %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 4, i32 2)
; CHECK-NEXT:  %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
; CHECK-NEXT:  br label %loop
; CHECK-LABEL: mid:
; CHECK-NEXT:  call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
; CHECK-NEXT:  call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
; CHECK-NEXT:  %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 3)
; CHECK-NEXT:  br label %loop2
; CHECK-LABEL: after:
; CHECK-NEXT:  call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
; CHECK-NEXT:  ret void
; CHECK-NOT:   @llvm.csa.spmd(
; CHECK-NOT:   @llvm.csa.spmdization(
; CHECK-NOT:   @llvm.csa.parallel.loop(
; CHECK-NOT:   @llvm.csa.pipeline.loop(
; CHECKBAD: bad_kind.ll:6: error: unknown SPMDization kind "diagonal" (blocking, cyclic or hybrid)
; CHECKVAR: variable_depth.ll:3: error: the pipeline depth of @llvm.csa.pipeline.loop must be a constant integer
