; mmra.rst, "Examples", Example 4:
;   A: store ptr addrspace(1) %ptr2                 # sync-as:1
;   B: store atomic release ptr addrspace(1) %ptr3  # sync-as:2
; "A and B do not have to be ordered relative to each other (no happens-before)
; because their sets of tags are not compatible."
; A and B go to noalias pointers, so only the synchronisation rule (B is a release)
; asks for A -> B; the tags decide it.
; RUN: csarules edges --mode standard %s | filecheck %s
; RUN: csarules why %s 13 14 | filecheck --check-prefix=WHY %s

define void @example4(ptr addrspace(1) noalias %ptr2, ptr addrspace(1) noalias %ptr3, i32 %v) {
entry:
  store i32 %v, ptr addrspace(1) %ptr2, align 4, !mmra !0                 ; A
  store atomic i32 1, ptr addrspace(1) %ptr3 release, align 4, !mmra !1  ; B
  ret void
}

!0 = !{!"sync-as", !"1"}
!1 = !{!"sync-as", !"2"}

; CHECK-LABEL: @example4 (standard):
; CHECK:         released {{ *}}13 -> 14 {{ *}}(mmra) store atomic
; CHECK-NOT:     edge {{ *}}13 -> 14

; `csarules why` names the prefix that makes the sets incompatible:
; WHY:           released(13, 14, 0, "mmra")
; WHY:           mmra_incompatible_at(13, 14, "sync-as")  [mmra_incompatible_at rule #1 at {{.*}}rules/mmra_algebra.dl:
; WHY-NOT:       mmra_incompatible_at({{.*}}"vulkan"
