; mmra.rst, "Examples", Example 2:
;   A: store ptr addrspace(1) %ptr2                 # sync-as:1 vulkan:nonprivate
;   B: store atomic release ptr addrspace(1) %ptr3  # sync-as:1 vulkan:nonprivate
; "The ordering of A and B is unaffected because their set of tags are compatible."
; A and B go to noalias pointers, so only the synchronisation rule (B is a release)
; asks for A -> B; the tags decide it.
; RUN: csarules edges --mode standard %s | filecheck %s

define void @example2(ptr addrspace(1) noalias %ptr2, ptr addrspace(1) noalias %ptr3, i32 %v) {
entry:
  store i32 %v, ptr addrspace(1) %ptr2, align 4, !mmra !0                 ; A
  store atomic i32 1, ptr addrspace(1) %ptr3 release, align 4, !mmra !1  ; B
  ret void
}

!0 = !{!2, !3}
!1 = !{!2, !3}
!2 = !{!"sync-as", !"1"}
!3 = !{!"vulkan", !"nonprivate"}

; CHECK-LABEL: @example2 (standard):
; CHECK:         edge {{ *}}11 -> 12 {{ *}}store atomic
; CHECK-NOT:     released
