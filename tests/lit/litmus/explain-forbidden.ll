; --explain of a forbidden outcome prints, per candidate producing it, the derivation of
; the rule it breaks: here the data load reads the initial write, which the store hides
; (location-ordered before the store, which is location-ordered before the load).
; RUN: csarules litmus %s --explain 'T1:%r0=1 /\ T1:%r1=0' | FileCheck %s
; CHECK:      Outcome T1:%r0=1 /\ T1:%r1=0 is forbidden: 1 candidate execution produces it (4 more with undef standing for a value), and each breaks a rule
; CHECK:      candidate 4: reads-from T1:%r0(26) <- 21, T1:%r1(27) <- 16
; CHECK:      violation(4, "reads from a write it may not see", 27, 16)
; CHECK:      may_not_see(4, 27, 16)  [may_not_see rule #1 at rules/amdgpu.dl:{{[0-9]+}}
; CHECK:      lo(4, 16, 20)  [lo rule #5
; CHECK:      lo(4, 20, 27)  [lo rule #4
; CHECK:      visible_in(4, 26, 20, {{.*}})  [visible_in rule #1
; litmus: MP+agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store i32 1, ptr @x
  store atomic i32 1, ptr @y syncscope("agent") release, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  %r1 = load i32, ptr @x
  ret void
}
