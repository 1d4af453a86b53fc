; Property 4, "A write can be made visible in a scope instance that does not contain it".
; T0 (workgroup g0) stores @x and releases at agent scope; T1 (workgroup g1) acquires at
; agent scope, then signals T2 (also g1) with a workgroup release marked amdgcn-av:none;
; T2 acquires at workgroup scope.
; expect: Never
; Why: T1's agent acquire makes the store visible in the agent instance and in every
; subscope instance that includes T1, among them workgroup g1, which does not contain the
; store ("Visibility Operation", first case). T2's workgroup acquire is a visibility
; operation by the second case: T1's acquire happens-before it, made the store visible in
; g1 which includes T2's acquire, and is included in T2's instance g1; so T2's acquire
; makes the store visible in g1, and the store is location-ordered before T2's load
; (which follows the acquire in program order): the load returns 1 (case 4).
; litmus: property4-visible-elsewhere
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
  %r0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  store atomic i32 1, ptr @z syncscope("workgroup") release, align 4, !mmra !0
  ret void
}

define void @T2() {
  %r1 = load atomic i32, ptr @z syncscope("workgroup") acquire, align 4
  %r2 = load i32, ptr @x
  ret void
}

!0 = !{!"amdgcn-av", !"none"}
