; Property 3, "Visibility is bounded by availability": T0 (workgroup g0) makes its store
; available only in g0 (a workgroup release fence) and signals T1 (workgroup g1) with an
; agent-scope release store marked amdgcn-av:none; T1 acquires at agent scope.
; expect: Sometimes
; Why: the only availability operation on the store of @x is the workgroup fence (the
; av:none release store is not a MakeAvailable). T1's agent acquire is a MakeVisible that
; the fence happens-before, but the fence's instance g0 does not contain T1's acquire: they
; do not specify inclusive scopes ("Visibility Operation"). The store was available only
; in g0, so it cannot be made visible in T1's instances; T1's load of @x returns undef.
; Compare property3-agent-available.ll.
; litmus: property3-visibility-bounded
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ ~T1:%r1 = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  store i32 1, ptr @x
  fence syncscope("workgroup") release
  store atomic i32 1, ptr @y syncscope("agent") release, align 4, !mmra !0
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  %r1 = load i32, ptr @x
  ret void
}

!0 = !{!"amdgcn-av", !"none"}
