; Read-value rule, case 1: no write is location-ordered before the read.
; expect: Always
; Why: @x has no initializer, so there is no initial write, and nothing writes it: "If no
; write is location-ordered before a read R, then R returns undef."
; litmus: undef-case1
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: T0:%r0 = undef
@x = external global i32

define void @T0() {
  %r0 = load i32, ptr @x
  ret void
}
