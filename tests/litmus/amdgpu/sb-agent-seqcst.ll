; SB with seq_cst at agent scope.
; expect: Never
; Why: LangRef seq_cst: the seq_cst operations of one scope instance (agent a0 contains all
; four, so every pair has inclusive scopes) take part in one total order consistent with
; happens-before and coherence. Both loads reading 0 would need store(x) < load(y) <
; store(y) < load(x) < store(x) in it (program order, then from-read): a cycle of the psc
; relation, so the "seq_cst order cycle" rule rejects the execution.
; litmus: SB+sc.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T0:%r0 = 0 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x syncscope("agent") seq_cst, align 4
  %r0 = load atomic i32, ptr @y syncscope("agent") seq_cst, align 4
  ret void
}

define void @T1() {
  store atomic i32 1, ptr @y syncscope("agent") seq_cst, align 4
  %r1 = load atomic i32, ptr @x syncscope("agent") seq_cst, align 4
  ret void
}
