; Read-value rule, case 3: a plain load races with a plain store of another thread.
; expect: Always
; Why: the load may see the initial write and the store (nothing orders them), the set is
; not all atomics, and the store is not location-ordered before the load: "if R may see
; some write that is not location-ordered before R, then R returns undef."
; litmus: undef-case3
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g0, cluster c0, agent a0
; exists: T1:%r0 = undef
@x = global i32 0

define void @T0() {
  store i32 1, ptr @x
  ret void
}

define void @T1() {
  %r0 = load i32, ptr @x
  ret void
}
