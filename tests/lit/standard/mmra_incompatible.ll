; MMRA: a fence orders the stores whose tag sets are compatible with its own
; (foo:bar), not the store tagged foo:baz; the release is reported with its reason.
; Location order is never released: the stores go to noalias arrays here.
; RUN: csarules edges --mode standard %s | filecheck %s

define void @publish(ptr noalias %a, ptr noalias %b) {
entry:
  store i32 1, ptr %a, align 4, !mmra !0
  store i32 2, ptr %b, align 4, !mmra !1
  fence release, !mmra !0
  ret void
}

!0 = !{!"foo", !"bar"}
!1 = !{!"foo", !"baz"}

; CHECK-LABEL: @publish (standard):
; CHECK-DAG:     edge 8 -> 10 fence release, !mmra !0
; CHECK-DAG:     released 9 -> 10 (mmra) fence release, !mmra !0
; CHECK-NOT:     edge 9 -> 10
