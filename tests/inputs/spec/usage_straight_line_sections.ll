; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Usage, pattern 2 ("Sections, marking parts of straight-line code as
; independent"):
;   int reg = __builtin_csa_parallel_region_entry(0);
;   int sec0 = __builtin_csa_parallel_section_entry(reg);
;   *a = *b;
;   __builtin_csa_parallel_section_exit(sec0);
;   int sec1 = __builtin_csa_parallel_section_entry(reg);
;   *c = *d;
;   __builtin_csa_parallel_section_exit(sec1);
;   __builtin_csa_parallel_region_exit(reg);
; Expected: Okay; edges between *a = *b and *c = *d are ignored (section
; crossing, no region crossing), even when the pointers alias.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @usage_straight_line_sections(ptr %a, ptr %b, ptr %c, ptr %d) {
entry:
  %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %sec0 = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  %vb = load i32, ptr %b, align 4
  store i32 %vb, ptr %a, align 4
  call void @llvm.csa.parallel.section.exit(i32 %sec0)
  %sec1 = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  %vd = load i32, ptr %d, align 4
  store i32 %vd, ptr %c, align 4
  call void @llvm.csa.parallel.section.exit(i32 %sec1)
  call void @llvm.csa.parallel.region.exit(i32 %reg)
  ret void
}
