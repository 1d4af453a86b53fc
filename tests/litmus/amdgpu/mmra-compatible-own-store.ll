; As mmra-incompatible-own-store.ll with compatible tag sets (foo:bar and foo:bar, baz:x):
; program order stays in happens-before.
; expect: Always
; Why: the load happens-before the later store, so it may not see it ("If a read R
; happens-before a write W3, then R may not see W3"); it may see only the initial write,
; location-ordered before it, and returns 0 (case 4).
; litmus: mmra-compatible-own-store
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: T0:%r0 = 0
@x = global i32 0

define void @T0() {
  %r0 = load i32, ptr @x, !mmra !0
  store i32 1, ptr @x, !mmra !3
  ret void
}

!0 = !{!"foo", !"bar"}
!1 = !{!"baz", !"x"}
!3 = !{!0, !1}
