; Initial-write rule: the initial write is hidden by a later write the read is ordered after.
; expect: Always
; Why: the initial write is location-ordered before the store (initial-write rule), the
; store before the load (program order, "Location Order"), so the load may not see the
; initial write ("If a write W1 is location-ordered before a write W2, and W2 is
; location-ordered before a read R, then R may not see W1") and returns 1 (case 4).
; litmus: init-hidden
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: T0:%r0 = 1
@x = global i32 0

define void @T0() {
  store i32 1, ptr @x
  %r0 = load i32, ptr @x
  ret void
}
