; MP: release/acquire at workgroup scope, both threads in one workgroup.
; expect: Never
; Why: the workgroup instance g0 contains both threads, so the release store and the
; acquire load have inclusive scopes ("Inclusive Scopes"); they synchronize, the release
; store makes the store of @x available in g0 ("Availability Operation" (b)) and the
; acquire makes it visible in g0 ("Visibility Operation", common scope instance g0); the
; load of @x may see only that store and returns 1 (read-value rule, case 4).
; litmus: MP+rel+acq.wg.same-wg
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g0, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store i32 1, ptr @x
  store atomic i32 1, ptr @y syncscope("workgroup") release, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("workgroup") acquire, align 4
  %r1 = load i32, ptr @x
  ret void
}
