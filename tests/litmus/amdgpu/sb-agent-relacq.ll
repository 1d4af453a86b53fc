; SB: store buffering with release stores and acquire loads at agent scope.
; expect: Sometimes
; Why: each load may read the initial write: a release store followed by an acquire load
; of another location gives no happens-before to the other thread, so neither store is
; location-ordered before the other thread's load, which may see both writes; all are
; atomics at agent scope with inclusive scopes (the initial write is contained in every
; instance), so each load returns one of them (read-value rule, case 2). Reading 0 twice
; breaks no coherence rule; only seq_cst orders the two threads (see sb-agent-seqcst.ll).
; litmus: SB+rel+acq.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T0:%r0 = 0 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x syncscope("agent") release, align 4
  %r0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  ret void
}

define void @T1() {
  store atomic i32 1, ptr @y syncscope("agent") release, align 4
  %r1 = load atomic i32, ptr @x syncscope("agent") acquire, align 4
  ret void
}
