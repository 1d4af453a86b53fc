; CoWW: two plain stores to one location in program order.
; expect: Never
; Why: "Location Order": a write is location-ordered before an access to the same address
; that follows it in program order, so x=1 is location-ordered before x=2; coherence order
; agrees with location order ("coherence order against location order"), so x=2 is last.
; litmus: CoWW
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: @x = 1
@x = global i32 0

define void @T0() {
  store i32 1, ptr @x
  store i32 2, ptr @x
  ret void
}
