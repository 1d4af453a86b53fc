; MP at agent scope where the data store's tags (foo:bar) are not compatible with the
; release store's (foo:baz), and the data load's with the acquire's.
; expect: Never
; Why: the store of @x does not happen-before the release store (mmra.rst), but the
; AMDGPU definitions that carry it to the reader use program order, not happens-before:
; "Availability Operation" (b), "X is a MakeAvailable operation that follows W in program
; order", and "Location Order", "Z precedes R in program order". The release store makes
; the data store available, the acquire (synchronized with it, inclusive agent scopes)
; makes it visible, and it is location-ordered before the data load, which returns 1.
; (So with MMRA tags, location order does not imply happens-before: Property 1 holds only
; for untagged programs.)
; litmus: mmra-mp-incompatible-data
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ ~T1:%r1 = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  store i32 1, ptr @x, !mmra !0
  store atomic i32 1, ptr @y syncscope("agent") release, align 4, !mmra !1
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") acquire, align 4, !mmra !1
  %r1 = load i32, ptr @x, !mmra !0
  ret void
}

!0 = !{!"foo", !"bar"}
!1 = !{!"foo", !"baz"}
