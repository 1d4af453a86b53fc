; Read-value rule, case 2: as undef-case5-two-visible.ll with the data written and read by
; agent-scope atomics: the load returns one of the two values.
; expect: Never
; Why: the load and the two stores it may see are atomics whose agent instances contain
; one another: "if the set consisting of R and all writes that R may see contains only
; atomic operations with inclusive scopes, then R returns the value written by one of
; those writes". It never returns undef.
; litmus: case2-two-visible
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; thread T2: wavefront w2, workgroup g2, cluster c0, agent a0
; exists: T2:%f0 = 1 /\ T2:%f1 = 1 /\ T2:%r = undef
@x = global i32 0
@y = global i32 0
@z = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x syncscope("agent") monotonic, align 4
  store atomic i32 1, ptr @y syncscope("agent") release, align 4
  ret void
}

define void @T1() {
  store atomic i32 2, ptr @x syncscope("agent") monotonic, align 4
  store atomic i32 1, ptr @z syncscope("agent") release, align 4
  ret void
}

define void @T2() {
  %f0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  %f1 = load atomic i32, ptr @z syncscope("agent") acquire, align 4
  %r = load atomic i32, ptr @x syncscope("agent") monotonic, align 4
  ret void
}
