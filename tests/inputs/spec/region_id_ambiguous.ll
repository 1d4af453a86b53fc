; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Semantics, first rule (region IDs): "All intrinsics which depend on region
; entries with the same region ID belong to the same region. Any intrinsic that
; depends on multiple region entries where the region entries don't all have the
; same region ID is an error."
;   %3 = section.entry(%p1)  -> Okay: part of region 0
;   %4 = section.entry(%p2)  -> ERROR: region ID ambiguous!
; Expected: ERROR (bad parallel section intrinsics). The spec's fragment
; (bb1, bb2 -> bb3) is completed into a function: an entry block chooses bb1 or
; bb2 by the argument %c, each section stores to a pointer argument, and the
; sections and regions are closed before the return.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @region_id_ambiguous(i1 %c, i32* %a, i32* %b) {
entry:
  br i1 %c, label %bb1, label %bb2

bb1:
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0) ; Entry for region 0
  br label %bb3

bb2:
  %1 = call i32 @llvm.csa.parallel.region.entry(i32 0) ; Entry for region 0
  %2 = call i32 @llvm.csa.parallel.region.entry(i32 1) ; Entry for region 1
  br label %bb3

bb3:
  %p1 = phi i32 [ %0, %bb1 ], [ %1, %bb2 ]
  %p2 = phi i32 [ %0, %bb1 ], [ %2, %bb2 ]
  %3 = call i32 @llvm.csa.parallel.section.entry(i32 %p1)
    ; ^ Okay: part of region 0
  store i32 1, i32* %a
  call void @llvm.csa.parallel.section.exit(i32 %3)
  %4 = call i32 @llvm.csa.parallel.section.entry(i32 %p2)
    ; ^ ERROR: region ID ambiguous!
  store i32 2, i32* %b
  call void @llvm.csa.parallel.section.exit(i32 %4)
  call void @llvm.csa.parallel.region.exit(i32 %p2)
  call void @llvm.csa.parallel.region.exit(i32 %p1)
  ret void
}
