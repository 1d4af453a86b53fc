; Read-value rule, case 5: a plain load is location-ordered after two unordered stores.
; expect: Never
; Why: when T2 reads 1 from both flags, each plain store of @x is made available by its
; thread's agent release ("Availability Operation" (b)) and visible by T2's agent acquires
; ("Visibility Operation"), so both are location-ordered before T2's load of @x; neither
; is location-ordered before the other (no happens-before between T0 and T1), so neither
; is hidden and the load may see two writes, all location-ordered before it: not case 3,
; not case 4 ("exactly one"), so "Otherwise, R returns undef" (case 5). The condition asks
; for a defined value and never holds.
; litmus: undef-case5
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; thread T2: wavefront w2, workgroup g2, cluster c0, agent a0
; exists: T2:%f0 = 1 /\ T2:%f1 = 1 /\ ~T2:%r = undef
@x = global i32 0
@y = global i32 0
@z = global i32 0

define void @T0() {
  store i32 1, ptr @x
  store atomic i32 1, ptr @y syncscope("agent") release, align 4
  ret void
}

define void @T1() {
  store i32 2, ptr @x
  store atomic i32 1, ptr @z syncscope("agent") release, align 4
  ret void
}

define void @T2() {
  %f0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4
  %f1 = load atomic i32, ptr @z syncscope("agent") acquire, align 4
  %r = load i32, ptr @x
  ret void
}
