; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Usage, the canonical unrolling example:
;   int reg = __builtin_csa_parallel_region_entry(0);
;   for (int i = 0; i < N; i += 2) {
;     int sec0 = __builtin_csa_parallel_section_entry(reg);
;     A[i] = B[i];
;     __builtin_csa_parallel_section_exit(sec0);
;     int sec1 = __builtin_csa_parallel_section_entry(reg);
;     A[i+1] = B[i+1];
;     __builtin_csa_parallel_section_exit(sec1);
;   }
;   __builtin_csa_parallel_region_exit(reg);
; "both unrolled loop bodies ... are parallel with respect to other iterations
; of the loop because the backedge is outside of both sections ... the loop
; bodies are independent relative to each other within iterations because they
; are in different sections." Expected: Okay; all edges between the two bodies
; (same and other iterations) ignored. N is assumed even.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @usage_unrolled_two_sections(ptr %A, ptr %B, i32 %N) {
entry:
  %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %cmp = icmp slt i32 %i, %N
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %sec0 = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  %idx0 = sext i32 %i to i64
  %b0.addr = getelementptr inbounds i32, ptr %B, i64 %idx0
  %b0 = load i32, ptr %b0.addr, align 4
  %a0.addr = getelementptr inbounds i32, ptr %A, i64 %idx0
  store i32 %b0, ptr %a0.addr, align 4
  call void @llvm.csa.parallel.section.exit(i32 %sec0)
  %sec1 = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  %i1 = add nsw i32 %i, 1
  %idx1 = sext i32 %i1 to i64
  %b1.addr = getelementptr inbounds i32, ptr %B, i64 %idx1
  %b1 = load i32, ptr %b1.addr, align 4
  %a1.addr = getelementptr inbounds i32, ptr %A, i64 %idx1
  store i32 %b1, ptr %a1.addr, align 4
  call void @llvm.csa.parallel.section.exit(i32 %sec1)
  %i.next = add nsw i32 %i, 2
  br label %for.cond

for.end:
  call void @llvm.csa.parallel.region.exit(i32 %reg)
  ret void
}
