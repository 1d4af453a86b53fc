; LB with acquire loads and release stores at agent scope.
; expect: Never
; Why: if both loads read 1, each release store synchronizes with the other thread's
; acquire load (inclusive agent scopes), so T0's load happens-before T1's store (program
; order, synchronizes-with, program order) which it reads from; "If a read R
; happens-before a write W3, then R may not see W3": the read cannot return that write.
; litmus: LB+rel+acq.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T0:%r0 = 1 /\ T1:%r1 = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  %r0 = load atomic i32, ptr @x syncscope("agent") acquire, align 4
  store atomic i32 1, ptr @y syncscope("agent") release, align 4
  ret void
}

define void @T1() {
  %r1 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  store atomic i32 1, ptr @x syncscope("agent") release, align 4
  ret void
}
