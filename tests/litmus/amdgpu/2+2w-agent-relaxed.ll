; 2+2W: two threads write two locations in opposite orders, monotonic at agent scope.
; expect: Sometimes
; Why: the final value of a location is its last write in coherence order. Coherence
; order must agree with happens-before and location order between writes; across the
; threads there is neither (no synchronization; a store-available is location-ordered
; before another write only if it happens-before it), so both orders in which T1's @x
; store and T0's @y store come last are allowed, and the first stores can end up last.
; litmus: 2+2W+rlx.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: @x = 1 /\ @y = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x syncscope("agent") monotonic, align 4
  store atomic i32 2, ptr @y syncscope("agent") monotonic, align 4
  ret void
}

define void @T1() {
  store atomic i32 1, ptr @y syncscope("agent") monotonic, align 4
  store atomic i32 2, ptr @x syncscope("agent") monotonic, align 4
  ret void
}
