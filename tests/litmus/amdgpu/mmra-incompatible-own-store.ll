; mmra.rst "The happens-before Relation": program order between operations whose tag sets
; are not compatible is not in happens-before. Here a load and a later store of the same
; thread and location carry foo:bar and foo:baz.
; expect: Always
; Why: the load does not happen-before the store, so "If a read R happens-before a write
; W3, then R may not see W3" does not exclude it: the load may see the initial write and
; the store, and the store is not location-ordered before it (it follows the load), so the
; load returns undef (read-value rule, case 3). Compare mmra-compatible-own-store.ll.
; litmus: mmra-incompatible-own-store
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: T0:%r0 = undef
@x = global i32 0

define void @T0() {
  %r0 = load i32, ptr @x, !mmra !0
  store i32 1, ptr @x, !mmra !1
  ret void
}

!0 = !{!"foo", !"bar"}
!1 = !{!"foo", !"baz"}
