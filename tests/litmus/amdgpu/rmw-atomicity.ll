; Two atomicrmw add at agent scope on one location: no increment is lost.
; expect: Never
; Why: a read-modify-write reads the write just before its own in coherence order
; ("atomicity"); both reading 0 would put both increments right after the initial write.
; Each then returns one of the writes it may see (case 2: atomics of inclusive scopes) and
; writes that value plus one, so the final value is 2.
; litmus: RMW-atomicity.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: @x = 1 \/ (T0:%r0 = 0 /\ T1:%r1 = 0)
@x = global i32 0

define void @T0() {
  %r0 = atomicrmw add ptr @x, i32 1 syncscope("agent") monotonic, align 4
  ret void
}

define void @T1() {
  %r1 = atomicrmw add ptr @x, i32 1 syncscope("agent") monotonic, align 4
  ret void
}
