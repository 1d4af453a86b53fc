; MP with agent-scope fences marked amdgcn-av:none and plain accesses to the data.
; expect: Sometimes
; Why: the fences still synchronize (the metadata removes only MakeAvailable/MakeVisible:
; "MakeAvailable and MakeVisible"), so the store of @x happens-before the load of @x. But
; nothing makes that store available: it is not store-available, and the only release is
; the av:none fence ("Availability Operation" needs one of those). Without availability
; there is no visibility and the store is not location-ordered before the load, which may
; see it and the initial write: undef (read-value rule, case 3).
; litmus: MP+fences-avnone.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store i32 1, ptr @x
  fence syncscope("agent") release, !mmra !0
  store atomic i32 1, ptr @y syncscope("agent") monotonic, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") monotonic, align 4
  fence syncscope("agent") acquire, !mmra !0
  %r1 = load i32, ptr @x
  ret void
}

!0 = !{!"amdgcn-av", !"none"}
