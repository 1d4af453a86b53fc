; Property 3, the other side: as property3-visibility-bounded.ll but the fence releases at
; agent scope, so the store is available in the agent instance that contains T1.
; expect: Never
; Why: the agent fence is an availability operation on the store ("Availability
; Operation" (b)); it happens-before T1's agent acquire and their agent instances contain
; each other, so the acquire makes the store visible ("Visibility Operation") and it is
; location-ordered before T1's load of @x, which returns 1 (case 4).
; litmus: property3-agent-available
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ ~T1:%r1 = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  store i32 1, ptr @x
  fence syncscope("agent") release
  store atomic i32 1, ptr @y syncscope("agent") release, align 4, !mmra !0
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  %r1 = load i32, ptr @x
  ret void
}

!0 = !{!"amdgcn-av", !"none"}
