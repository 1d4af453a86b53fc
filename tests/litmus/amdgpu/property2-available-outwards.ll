; Property 2, "A write cannot be made available in a scope that does not contain it".
; T0 (workgroup g0) stores @x and releases at agent scope. T1 (workgroup g1) acquires
; with an amdgcn-av:none load (synchronizes, makes nothing visible), then releases at
; workgroup scope to T2 in its own workgroup g1, which acquires at workgroup scope.
; expect: Sometimes
; Why: T1's workgroup release is a MakeAvailable, and T0's release (an availability
; operation on the store, "Availability Operation" (b)) happens-before it with an agent
; instance that includes it, but its own instance g1 does not include the store, so it is
; not an availability operation on it ((c) requires "X's scope instance includes W").
; T2's workgroup acquire then has no availability operation of inclusive scopes (T0's
; release is in agent a0 but not in g1) and no earlier visibility operation (T1's acquire
; is av:none): the store is never visible to T2 and its load of @x returns undef (case 3).
; litmus: property2-available-outwards
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; thread T2: wavefront w2, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ T2:%r1 = 1 /\ ~T2:%r2 = 1
@x = global i32 0
@y = global i32 0
@z = global i32 0

define void @T0() {
  store i32 1, ptr @x
  store atomic i32 1, ptr @y syncscope("agent") release, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4, !mmra !0
  store atomic i32 1, ptr @z syncscope("workgroup") release, align 4
  ret void
}

define void @T2() {
  %r1 = load atomic i32, ptr @z syncscope("workgroup") acquire, align 4
  %r2 = load i32, ptr @x
  ret void
}

!0 = !{!"amdgcn-av", !"none"}
