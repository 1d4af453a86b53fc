; Two cmpxchg 0 -> 1 at agent scope: exactly one succeeds.
; expect: Never
; Why: LangRef cmpxchg writes when the loaded value equals the expected one (violation
; "cmpxchg outcome differs from its comparison"); if both loaded 0 both would write, and
; then one of them would read the write just before the other's in coherence order, not
; the initial write ("atomicity").
; litmus: CAS-one-winner.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T0:%r0 = 0 /\ T1:%r1 = 0
@x = global i32 0

define void @T0() {
  %r0 = cmpxchg ptr @x, i32 0, i32 1 syncscope("agent") acq_rel monotonic, align 4
  ret void
}

define void @T1() {
  %r1 = cmpxchg ptr @x, i32 0, i32 1 syncscope("agent") acq_rel monotonic, align 4
  ret void
}
