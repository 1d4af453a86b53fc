; 2+2W with seq_cst stores at agent scope.
; expect: Never
; Why: @x = 1 and @y = 1 at the end need x=2 before x=1 and y=2 before y=1 in coherence
; order; with program order x=1 < y=2 and y=1 < x=2 this is a cycle of the psc relation
; among seq_cst operations of one agent ("seq_cst order cycle").
; litmus: 2+2W+sc.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: @x = 1 /\ @y = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x syncscope("agent") seq_cst, align 4
  store atomic i32 2, ptr @y syncscope("agent") seq_cst, align 4
  ret void
}

define void @T1() {
  store atomic i32 1, ptr @y syncscope("agent") seq_cst, align 4
  store atomic i32 2, ptr @x syncscope("agent") seq_cst, align 4
  ret void
}
