; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Semantics, section membership rule: "The same rules apply to determine if a
; memory operation is inside of a section of a region. *Which* section a memory
; operation is inside of is irrelevant". Every point in bb1..bb4 is Okay
; (inside or outside a section of region 0, as annotated); bb5: ERROR: section
; membership for region 0 ambiguous!
; Expected: ERROR. The spec's CFG is kept exactly; `br i1 undef` became
; `br i1 %c1` / `br i1 %c2`, a store to %p sits at each commented point, and
; bb5 closes the region and returns.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @section_membership(i1 %c1, i1 %c2, i32* %p) {
bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  ; Okay: outside of section of region 0
  store i32 1, i32* %p
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  ; Okay: inside of section of region 0
  store i32 2, i32* %p
  br i1 %c1, label %bb2, label %bb3

bb2:
  ; Okay: inside of section of region 0
  store i32 3, i32* %p
  call void @llvm.csa.parallel.section.exit(i32 %1)
  ; Okay: outside of section of region 0
  store i32 4, i32* %p
  %2 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  ; Okay: inside of section of region 0
  store i32 5, i32* %p
  br label %bb3

bb3:
  %p1 = phi i32 [ %1, %bb1 ], [ %2, %bb2 ]
  ; Okay: inside of section of region 0
  store i32 6, i32* %p
  call void @llvm.csa.parallel.section.exit(i32 %p1)
  ; Okay: outside of section of region 0
  store i32 7, i32* %p
  %3 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  ; Okay: inside of section of region 0
  store i32 8, i32* %p
  br i1 %c2, label %bb4, label %bb5

bb4:
  ; Okay: inside of section of region 0
  store i32 9, i32* %p
  call void @llvm.csa.parallel.section.exit(i32 %3)
  ; Okay: outside of section of region 0
  store i32 10, i32* %p
  br label %bb5

bb5:
  ; ERROR: section membership for region 0 ambiguous!
  store i32 11, i32* %p
  call void @llvm.csa.parallel.region.exit(i32 %0)
  ret void
}
