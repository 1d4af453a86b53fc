; Spec: mmra.rst, "Examples", Example 4:
;   A: store ptr addrspace(1) %ptr2                 # sync-as:1
;   B: store atomic release ptr addrspace(1) %ptr3  # sync-as:2
; "A and B do not have to be ordered relative to each other (no
; happens-before) because their sets of tags are not compatible." Single tags.

define void @example4(ptr addrspace(1) %ptr2, ptr addrspace(1) %ptr3, i32 %v) {
entry:
  store i32 %v, ptr addrspace(1) %ptr2, align 4, !mmra !0                 ; A
  store atomic i32 1, ptr addrspace(1) %ptr3 release, align 4, !mmra !1  ; B
  ret void
}

!0 = !{!"sync-as", !"1"}
!1 = !{!"sync-as", !"2"}
