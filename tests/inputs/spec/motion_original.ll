; Spec: csa-pathfinding-builtins.rst, "Intrinsic Properties and Optimization
; Interaction", the initial code:
;   int reg = __builtin_csa_parallel_region_entry(0);
;   for (int i = 0; i < N; ++i) {
;     ... = A[i];
;     int sec = __builtin_csa_parallel_section_entry(reg);
;     ... = *B;
;     C[i] = ...
;     __builtin_csa_parallel_section_exit(sec);
;   }
;   __builtin_csa_parallel_region_exit(reg);
; The load of A[i] is in the region but outside the section, so it stays
; ordered with the stores C[i] of other iterations; *B and C[i] are in the
; section. Expected: Okay. The `...` are filled in as C[i] = A[i] + *B.
; Compare motion_into_section.ll (the spec's *invalid* movement).

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @motion_original(ptr %A, ptr %B, ptr %C, i32 %N) {
entry:
  %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %N
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %idx = sext i32 %i to i64
  %a.addr = getelementptr inbounds i32, ptr %A, i64 %idx
  %a = load i32, ptr %a.addr, align 4
  %sec = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
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
