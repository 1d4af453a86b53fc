; Spec: mmra.rst, "Examples", Example 2:
;   A: store ptr addrspace(1) %ptr2                 # sync-as:1 vulkan:nonprivate
;   B: store atomic release ptr addrspace(1) %ptr3  # sync-as:1 vulkan:nonprivate
; "The ordering of A and B is unaffected because their set of tags are
; compatible": A must complete before the release store B. Both stores carry
; the same tag set node.

define void @example2(ptr addrspace(1) %ptr2, ptr addrspace(1) %ptr3, i32 %v) {
entry:
  store i32 %v, ptr addrspace(1) %ptr2, align 4, !mmra !0                 ; A
  store atomic i32 1, ptr addrspace(1) %ptr3 release, align 4, !mmra !0  ; B
  ret void
}

!0 = !{!1, !2}
!1 = !{!"sync-as", !"1"}
!2 = !{!"vulkan", !"nonprivate"}
