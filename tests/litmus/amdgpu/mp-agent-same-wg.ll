; MP: release/acquire at agent scope, both threads in one workgroup.
; expect: Never
; Why: as for different workgroups: the agent instance contains both threads, so the
; release store and the acquire load have inclusive scopes, synchronize, and make the
; store of @x available and then visible ("Availability Operation" (b), "Visibility
; Operation" first case); the load of @x may see only that store (case 4).
; litmus: MP+rel+acq.agent.same-wg
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g0, cluster c0, agent a0
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
