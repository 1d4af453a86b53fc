; MP at workgroup scope across two workgroups: the flag read does not synchronize and
; both reads return undef (AMDGPU read-value rule, case 3); undef may be the values the
; condition wants, so it is reachable: Sometimes.
; RUN: csarules litmus %s | FileCheck %s
; CHECK:      Test MP+wg.diff-wg Allowed
; CHECK-NEXT: States 1
; CHECK-NEXT: T1:%r0=undef; T1:%r1=undef;
; CHECK-NEXT: Ok
; CHECK:      Condition exists (T1:%r0=1 /\ T1:%r1=0)
; CHECK-NEXT: Observation MP+wg.diff-wg Sometimes 1 0
; litmus: MP+wg.diff-wg
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store i32 1, ptr @x
  store atomic i32 1, ptr @y syncscope("workgroup") release, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("workgroup") acquire, align 4
  %r1 = load i32, ptr @x
  ret void
}
