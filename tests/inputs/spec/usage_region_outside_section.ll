; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Semantics, the corner case "memory operations which appear inside of a region
; but outside of any section of that region":
;   int reg = __builtin_csa_parallel_region_entry(0);
;   *a = 2;
;   int sec = __builtin_csa_parallel_section_entry(reg);
;   *b = 3;
;   __builtin_csa_parallel_section_exit(sec);
;   __builtin_csa_parallel_region_exit(reg);
; "normal ordering is preserved between the store to a and the store to b in
; this example, as if the store to a was outside of the region."
; Expected: Okay; *b = 3 waits for *a = 2 (a and b may alias).

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @usage_region_outside_section(ptr %a, ptr %b) {
entry:
  %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
  store i32 2, ptr %a, align 4
  %sec = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  store i32 3, ptr %b, align 4
  call void @llvm.csa.parallel.section.exit(i32 %sec)
  call void @llvm.csa.parallel.region.exit(i32 %reg)
  ret void
}
