; Spec: csa-pathfinding-builtins.rst, parallel_{region,section}_{entry,exit},
; Semantics, the rule for ignoring edges: "Memory ordering edges can be ignored
; along a path between two memory operations if ... both memory operations are
; inside of sections of that region, the path contains a section exit and entry
; (a section crossing) ... [and] does not contain a region exit and entry".
; The spec says, for the loops lp1 (header bb2) and lp2 (header bb3):
;   st2 <- st1        preserved (st1 is not in a section of region 0)
;   st2 <- lp2 <- st3 ignored   (section crossing around lp2)
;   st2 <- lp1 <- st3 preserved (section and region crossing around lp1)
;   st3 <- st1        preserved (st1 is not in a section of region 0)
;   st3 <- st2        preserved (no section crossing on the straight-line path)
;   st3 <- lp2 <- st2 ignored   (section crossing around lp2)
;   st3 <- lp1 <- st2 preserved (section and region crossing around lp1)
; Expected: Okay. The CFG is the spec's (bb1..bb4; bb5 is the exit the spec
; names). `store i32 undef, i32* undef` became stores to the pointer
; arguments %p1, %p2, %p3 (which may alias); the two loop conditions
; `br i1 undef` became counted exits (j < %m for lp2, i < %n for lp1) so runs
; terminate, which adds only phis and arithmetic to the spec's blocks.

declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @st1_st2_st3(i32* %p1, i32* %p2, i32* %p3, i32 %n, i32 %m) {
bb1:
  store i32 1, i32* %p1 ; <- st1, outside of region 0
  ; no memory operations precede st1
  br label %bb2

bb2: ; <- header of loop lp1
  %i = phi i32 [ 0, %bb1 ], [ %i.next, %bb4 ]
  %0 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %bb3

bb3: ; <- header of loop lp2
  %j = phi i32 [ 0, %bb2 ], [ %j.next, %bb3 ]
  %1 = call i32 @llvm.csa.parallel.section.entry(i32 %0)
  store i32 %j, i32* %p2 ; <- st2, inside of section of region 0
  ; st2 <- st1 preserved (because st1 is not in a section of region 0)
  ; st2 <- lp2 <- st3 ignored (section crossing around lp2)
  ; st2 <- lp1 <- st3 preserved (section and region crossing around lp1)
  store i32 %i, i32* %p3 ; <- st3, inside of section of region 0
  ; st3 <- st1 preserved (because st1 is not in a section of region 0)
  ; st3 <- st2 preserved (no section crossing on the straight-line path)
  ; st3 <- lp2 <- st2 ignored (section crossing around lp2)
  ; st3 <- lp1 <- st2 preserved (section and region crossing around lp1)
  call void @llvm.csa.parallel.section.exit(i32 %1)
  %j.next = add i32 %j, 1
  %lp2.again = icmp slt i32 %j.next, %m
  br i1 %lp2.again, label %bb3, label %bb4

bb4:
  call void @llvm.csa.parallel.region.exit(i32 %0)
  %i.next = add i32 %i, 1
  %lp1.again = icmp slt i32 %i.next, %n
  br i1 %lp1.again, label %bb2, label %bb5

bb5:
  ret void
}
