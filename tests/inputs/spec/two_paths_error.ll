; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Semantics, last rule: "For every region, any two paths between the same
; memory operations which traverse the same set of loop backedges should
; produce the same result when analyzed to determine whether memory ordering
; edges can be ignored."
;   st2 -> "ERROR: st2 <- st1 preserved on bb1->bb3, ignored on bb1->bb2->bb3!"
; Expected: ERROR (bad parallel section intrinsics; the pass backs off and
; orders without the region/section intrinsics). The CFG is the spec's;
; `br i1 undef` became `br i1 %c`, the stores go to the pointer arguments, and
; bb3 closes the open section (a phi of the two section entries) and the region
; before returning.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @two_paths_error(i1 %c, i32* %p1, i32* %p2) {
bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 1, i32* %p1 ; <- st1
  br i1 %c, label %bb2, label %bb3

bb2:
  call void @llvm.csa.parallel.section.exit(i32 %1)
  %2 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  br label %bb3

bb3:
  %sec = phi i32 [ %1, %bb1 ], [ %2, %bb2 ]
  store i32 2, i32* %p2 ; <- st2
  ; ERROR: st2 <- st1 preserved on bb1->bb3, ignored on bb1->bb2->bb3!
  call void @llvm.csa.parallel.section.exit(i32 %sec)
  call void @llvm.csa.parallel.region.exit(i32 %0)
  ret void
}
