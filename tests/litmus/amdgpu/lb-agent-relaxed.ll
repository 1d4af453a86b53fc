; LB: load buffering with monotonic atomics at agent scope.
; expect: Sometimes
; Why: each load may see the other thread's store: nothing happens-before anything across
; threads, so neither store is hidden ("R may see any write ... except") and a load does
; not happen-before the other thread's store; all are atomics with inclusive (agent)
; scopes, so each load returns one of the writes it may see (case 2). Reading 1 twice
; breaks no coherence rule (the LLVM model, like C++, allows load buffering).
; litmus: LB+rlx.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T0:%r0 = 1 /\ T1:%r1 = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  %r0 = load atomic i32, ptr @x syncscope("agent") monotonic, align 4
  store atomic i32 1, ptr @y syncscope("agent") monotonic, align 4
  ret void
}

define void @T1() {
  %r1 = load atomic i32, ptr @y syncscope("agent") monotonic, align 4
  store atomic i32 1, ptr @x syncscope("agent") monotonic, align 4
  ret void
}
