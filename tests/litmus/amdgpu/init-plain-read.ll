; Initial-write rule with a plain load: the only write it may see is the initial one.
; expect: Always
; Why: the initial write is location-ordered before the load (initial-write rule); the load
; may see exactly that write and it is location-ordered before it, so the load returns its
; value (read-value rule, case 4).
; litmus: init-plain-read
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: T0:%r0 = 7
@x = global i32 7

define void @T0() {
  %r0 = load i32, ptr @x
  ret void
}
