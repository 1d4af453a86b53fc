; Spec: csa-pathfinding-builtins.rst, "pipeline.loop.{entry,exit}", Semantics.
; "The pipeline.loop.entry intrinsic should be added to the preheader of the
; loop to be ILPL'd and the pipeline.loop.exit intrinsic should be added to its
; exit block". The spec's blocks for.body .. for.cond.cleanup3 are verbatim; the
; outer loop around them (for.cond, the region entry %clie_pre added by CLIE
; with a compiler region ID >= 1000, for.cond.cleanup with the region exit) is
; completed here. out[i] = sum of in[i*block .. i*block+block-1]: the inner
; loop only loads, each outer iteration is one parallel section.
; Expected: Okay; the store to out[i] of one iteration need not wait for other
; iterations (section crossing on the outer backedge).

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)
declare i32 @llvm.csa.pipeline.loop.entry(i32)
declare void @llvm.csa.pipeline.loop.exit(i32)

define void @pipeline_loop(double* %in, double* %out, i32 %n, i32 %block) {
entry:
  %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1001)
  br label %for.cond

for.cond:                                         ; preds = %for.cond.cleanup3, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc9, %for.cond.cleanup3 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
  ret void

for.body:                                     ; preds = %for.cond
  %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
  %mul = mul nsw i32 %block, %i.0
  %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 0)
  br label %for.cond1

for.cond1:                                    ; preds = %for.body4, %for.body
  %sum.0 = phi double [ 0.000000e+00, %for.body ], [ %add5, %for.body4 ]
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.body4 ]
  %cmp2 = icmp slt i32 %j.0, %block
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.body4:                                    ; preds = %for.cond1
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds double, double* %in, i64 %idxprom
  %0 = load double, double* %arrayidx, align 8, !tbaa !2
  %add5 = fadd double %sum.0, %0
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1

for.cond.cleanup3:                            ; preds = %for.cond1
  call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
  %idxprom6 = sext i32 %i.0 to i64
  %arrayidx7 = getelementptr inbounds double, double* %out, i64 %idxprom6
  store double %sum.0, double* %arrayidx7, align 8, !tbaa !2
  call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
  %inc9 = add nsw i32 %i.0, 1
  br label %for.cond
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!3 = !{!"double", !1, i64 0}
!2 = !{!3, !3, i64 0}
