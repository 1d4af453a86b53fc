; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Usage, pattern 1 ("Loops, marking each iteration as independent even in the
; event of unrolling"):
;   int reg = __builtin_csa_parallel_region_entry(0);
;   for (int i = 0; i < N; ++i) {
;     int sec = __builtin_csa_parallel_section_entry(reg);
;     A[i] = B[i];
;     __builtin_csa_parallel_section_exit(sec);
;   }
;   __builtin_csa_parallel_region_exit(reg);
; The same code is CLIE's expansion of parallel_loop. Expected: Okay; the
; loop-carried edges between A[i] = B[i] of different iterations are ignored
; (the backedge is outside the section), ordering with entry and return kept.
; Written as unoptimised-shape IR (header, body, latch in one block).

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @usage_loop_pattern(ptr %A, ptr %B, i32 %N) {
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
  %b.addr = getelementptr inbounds i32, ptr %B, i64 %idx
  %b = load i32, ptr %b.addr, align 4
  %a.addr = getelementptr inbounds i32, ptr %A, i64 %idx
  store i32 %b, ptr %a.addr, align 4
  call void @llvm.csa.parallel.section.exit(i32 %sec)
  %i.next = add nsw i32 %i, 1
  br label %for.cond

for.end:
  call void @llvm.csa.parallel.region.exit(i32 %reg)
  ret void
}
