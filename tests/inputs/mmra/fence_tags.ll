; Spec: mmra.rst, "The happens-before Relation", Synchronization:
;   fence release               # foo:bar
;   store atomic %ptr1          # foo:bux
; "whether it synchronizes-with ... is target dependent". And "Implementation
; Example: Adding Address Space Information to Fences":
;   fence release # sync-as:1
; Completed with plain stores around the fences: the store tagged foo:bar is
; compatible with the first fence, the one tagged foo:baz is not; the untagged
; store is compatible with every fence. The second function is the sync-as:1
; fence between two stores tagged sync-as:1 and sync-as:3.

define void @fence_foo_bar(ptr %ptr0, ptr %ptr1, ptr %ptr2, ptr %ptr3, i32 %v) {
entry:
  store i32 %v, ptr %ptr0, align 4, !mmra !0
  store i32 %v, ptr %ptr2, align 4, !mmra !2
  store i32 %v, ptr %ptr3, align 4
  fence release, !mmra !0
  store atomic i32 1, ptr %ptr1 monotonic, align 4, !mmra !1
  ret void
}

define void @fence_sync_as(ptr %global, ptr %local, i32 %v) {
entry:
  store i32 %v, ptr %global, align 4, !mmra !3
  store i32 %v, ptr %local, align 4, !mmra !4
  fence release, !mmra !3
  store i32 0, ptr %local, align 4, !mmra !4
  ret void
}

!0 = !{!"foo", !"bar"}
!1 = !{!"foo", !"bux"}
!2 = !{!"foo", !"baz"}
!3 = !{!"sync-as", !"1"}
!4 = !{!"sync-as", !"3"}
