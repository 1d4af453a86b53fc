; MP: release/acquire at agent scope, threads in different workgroups of one agent.
; expect: Never
; Why: when T1:%r0 reads 1 the release store synchronizes with the acquire load (their
; agent instances contain both: "Inclusive Scopes"), so the store of @x happens-before
; T1's load of @x. "Availability Operation" (b): the release store is a MakeAvailable that
; follows the store of @x in program order. "Visibility Operation" (first case): the
; acquire load is a MakeVisible, the release store happens-before it with inclusive scopes,
; so it makes the store visible; "Location Order": the store is location-ordered before
; the load of @x (the visibility operation precedes it in program order), and the initial
; write before the store, so the load may not see the initial write and may see exactly one
; write: it returns 1 (read-value rule, case 4).
; litmus: MP+rel+acq.agent.diff-wg
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store i32 1, ptr @x
  store atomic i32 1, ptr @y syncscope("agent") release, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  %r1 = load i32, ptr @x
  ret void
}
