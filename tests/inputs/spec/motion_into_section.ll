; Spec: csa-pathfinding-builtins.rst, "Intrinsic Properties and Optimization
; Interaction", the *invalid* movement across the section entry:
;   int reg = __builtin_csa_parallel_region_entry(0);
;   for (int i = 0; i < N; ++i) {
;     int sec = __builtin_csa_parallel_section_entry(reg);
;     ... = A[i];
;     ... = *B;
;     C[i] = ...
;     __builtin_csa_parallel_section_exit(sec);
;   }
;   __builtin_csa_parallel_region_exit(reg);
; "This code has memory ordering edges ignored that were not ignored in the
; original code, and is therefore incorrect" as a transform of
; motion_original.ll. As an input of its own it is well formed (Okay): every
; access is in the section, so all loop-carried edges are ignored.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @motion_into_section(ptr %A, ptr %B, ptr %C, i32 %N) {
entry:
  %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %N
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %sec = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  %idx = sext i32 %i to i64
  %a.addr = getelementptr inbounds i32, ptr %A, i64 %idx
  %a = load i32, ptr %a.addr, align 4
  %b = load i32, ptr %B, align 4
  %sum = add nsw i32 %a, %b
  %c.addr = getelementptr inbounds i32, ptr %C, i64 %idx
  store i32 %sum, ptr %c.addr, align 4
  call void @llvm.csa.parallel.section.exit(i32 %sec)
  %i.next = add nsw i32 %i, 1
  br label %for.cond

for.end:
  call void @llvm.csa.parallel.region.exit(i32 %reg)
  ret void
}
