; MP: release/acquire at workgroup scope, threads in different workgroups.
; expect: Sometimes
; Why: T0's workgroup instance g0 does not contain T1's load, so the two atomics on @y do
; not have inclusive scopes ("Inclusive Scopes"): they do not synchronize (LangRef
; syncscope) and the store of @y is never made visible to the load (the "Visibility
; Operation" needs inclusive scopes). The load of @y may see the initial write and the
; store, the set is not of atomics with inclusive scopes, and the store is not
; location-ordered before it: it returns undef (read-value rule, case 3). So does the load
; of @x (it may see the store of @x, which is not location-ordered before it). undef may
; be 1 and 0: the condition may hold.
; litmus: MP+rel+acq.wg.diff-wg
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
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
