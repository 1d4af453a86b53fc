; CoRR: coherence of one location; two monotonic loads in program order.
; expect: Never
; Why: the second load cannot read an older write than the first: with the first reading
; the store (1) and the second the initial write (0), the second load is from-read before
; the store, which reaches the first load by reads-from, and the first load happens-before
; the second (program order): hb ; eco is reflexive, the LLVM coherence rule
; ("coherence") rejects it.
; litmus: CoRR.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ T1:%r1 = 0
@x = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x syncscope("agent") monotonic, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @x syncscope("agent") monotonic, align 4
  %r1 = load atomic i32, ptr @x syncscope("agent") monotonic, align 4
  ret void
}
