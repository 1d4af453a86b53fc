; mmra.rst, "Examples", Example 3:
;   A: store ptr addrspace(1) %ptr2                 # sync-as:1 vulkan:nonprivate
;   B: store atomic release ptr addrspace(1) %ptr3  # vulkan:nonprivate
; "The ordering of A and B is unaffected because their set of tags are compatible":
; sync-as is used by A only, and vulkan:nonprivate is common.
; A and B go to noalias pointers, so only the synchronisation rule (B is a release)
; asks for A -> B; the tags decide it.
; RUN: csarules edges --mode standard %s | filecheck %s

define void @example3(ptr addrspace(1) noalias %ptr2, ptr addrspace(1) noalias %ptr3, i32 %v) {
entry:
  store i32 %v, ptr addrspace(1) %ptr2, align 4, !mmra !0                 ; A
  store atomic i32 1, ptr addrspace(1) %ptr3 release, align 4, !mmra !1  ; B
  ret void
}

!0 = !{!2, !3}
!1 = !{!"vulkan", !"nonprivate"}
!2 = !{!"sync-as", !"1"}
!3 = !{!"vulkan", !"nonprivate"}

; CHECK-LABEL: @example3 (standard):
; CHECK:         edge {{ *}}12 -> 13 {{ *}}store atomic
; CHECK-NOT:     released
