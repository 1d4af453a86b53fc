; Spec: csa-pathfinding-builtins.rst, "spmdization.{entry,exit}", Semantics.
; "The spmdization.entry intrinsic should be added to the preheader of the loop
; to be SPMDized and the spmdization.exit intrinsic should be added to its exit
; block" - the spec's example, verbatim, wrapped in a function (it computes the
; product 2*3*...*n). It has no memory operations; the intrinsics are internal
; markers that the ordering pass ignores (CSAIntrinsicCleaner removes them).

declare i32 @llvm.csa.spmdization.entry(i32, i32)
declare void @llvm.csa.spmdization.exit(i32)

define i32 @spmdization(i32 %n) {
entry:
  %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 2, i32 1)
  br label %for.cond

for.cond:                                         ; preds = %for.body, %entry
  %prod.0 = phi i32 [ 1, %entry ], [ %mul, %for.body ]
  %i.0 = phi i32 [ 2, %entry ], [ %inc, %for.body ]
  %cmp = icmp sle i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.body:                                         ; preds = %for.cond
  %mul = mul nsw i32 %prod.0, %i.0
  %inc = add nsw i32 %i.0, 1
  br label %for.cond

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
  ret i32 %prod.0
}
