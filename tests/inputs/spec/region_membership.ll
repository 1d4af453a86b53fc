; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Semantics, region membership rule: "A memory operation is inside of a region
; if the last region entry/exit of that region along every path to that memory
; operation is an entry and the next region entry/exit of that region along
; every path from that memory operation is an exit. ... points are not allowed
; to be inside a region along one path and outside along another."
; bb1, bb2, bb3 (before the exit): Okay, inside region 0; bb3 after the exit:
; Okay, outside region 0; bb4: ERROR: membership in region 0 ambiguous!
; Expected: ERROR. The spec's CFG is kept exactly; `br i1 undef` became
; `br i1 %c`, and a store to %p sits at each commented point so that every
; point the spec classifies holds a memory operation.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)

define void @region_membership(i1 %c, i32* %p) {
bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  ; Okay: inside region 0
  store i32 1, i32* %p
  br i1 %c, label %bb2, label %bb3

bb2:
  ; Okay: inside region 0
  store i32 2, i32* %p
  br label %bb4

bb3:
  ; Okay: inside region 0
  store i32 3, i32* %p
  call void @llvm.csa.parallel.region.exit(i32 %0)
  ; Okay: outside region 0
  store i32 4, i32* %p
  br label %bb4

bb4:
  ; ERROR: membership in region 0 ambiguous!
  store i32 5, i32* %p
  ret void
}
