; A load and a store of the same address stay ordered whatever their tags: MMRAs lift
; only the synchronisation requirement, never location order. Here the store and the
; loads of %p carry incompatible sets (vulkan:private vs vulkan:nonprivate, sync-as:1
; vs sync-as:3), and the fence between them (sync-as:2) is incompatible with all three:
; the fence is released from every access, the load -> store and store -> load pairs
; are not.
; RUN: csarules edges --mode standard %s | filecheck %s
; RUN: csarules why %s 13 15 | filecheck --check-prefix=WHY %s

define i32 @same_address(ptr %p, i32 %v) {
entry:
  %old = load i32, ptr %p, align 4, !mmra !0
  store i32 %v, ptr %p, align 4, !mmra !1
  fence acq_rel, !mmra !2
  %new = load i32, ptr %p, align 4, !mmra !0
  %sum = add i32 %old, %new
  ret i32 %sum
}

!0 = !{!5, !6}
!1 = !{!3, !4}
!2 = !{!"sync-as", !"2"}
!3 = !{!"vulkan", !"private"}
!4 = !{!"sync-as", !"1"}
!5 = !{!"vulkan", !"nonprivate"}
!6 = !{!"sync-as", !"3"}

; CHECK-LABEL: @same_address (standard):
; CHECK-DAG:     edge {{ *}}12 -> 13 {{ *}}store i32 %v
; CHECK-DAG:     edge {{ *}}13 -> 15 {{ *}}%new = load
; CHECK-DAG:     released {{ *}}12 -> 14 {{ *}}(mmra) fence
; CHECK-DAG:     released {{ *}}13 -> 14 {{ *}}(mmra) fence
; CHECK-DAG:     released {{ *}}14 -> 15 {{ *}}(mmra) %new = load
; CHECK-NOT:     released {{ *}}12 -> 13
; CHECK-NOT:     released {{ *}}13 -> 15

; The store -> load pair is required by location order, and the tags do not release it:
; WHY:           required(13, 15, 0, "location")
; WHY-NOT:       released(13, 15
