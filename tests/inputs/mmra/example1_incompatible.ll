; Spec: mmra.rst, "Examples", Example 1:
;   A: store ptr addrspace(1) %ptr2                  # sync-as:1 vulkan:nonprivate
;   B: store atomic release ptr addrspace(1) %ptr3   # sync-as:0 vulkan:nonprivate
; "A and B are not ordered relative to each other (no happens-before) because
; their sets of tags are not compatible" (sync-as:1 vs sync-as:0). Location
; order still applies if %ptr2 and %ptr3 may alias. Tag sets on both stores.

define void @example1(ptr addrspace(1) %ptr2, ptr addrspace(1) %ptr3, i32 %v) {
entry:
  store i32 %v, ptr addrspace(1) %ptr2, align 4, !mmra !0                 ; A
  store atomic i32 1, ptr addrspace(1) %ptr3 release, align 4, !mmra !3  ; B
  ret void
}

!0 = !{!1, !2}
!1 = !{!"sync-as", !"1"}
!2 = !{!"vulkan", !"nonprivate"}
!3 = !{!4, !2}
!4 = !{!"sync-as", !"0"}
