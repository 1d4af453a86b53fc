; Spec: mmra.rst, "Combining Operations", the three examples of release stores
; with tag sets:
;   A: store release %ptr1  # foo:x, foo:y, bar:x
;   B: store release %ptr2  # foo:x, bar:y
;   (U = foo:x)
;   A: store release %ptr1  # foo:x, foo:y
;   B: store release %ptr2  # foo:x, bux:y
;   (U = foo:x)
;   A: store release %ptr1
;   B: store release %ptr2  # foo:x, bar:y
;   (U = no tags)
; The stores of each pair are written as a function of their own with the
; prefix-wise union U as a third release store. Compatibility: pair 1 is
; compatible through foo:x but bar:x vs bar:y is not -> incompatible; pair 2
; compatible; pair 3 compatible (empty set).

define void @combine1(ptr %ptr1, ptr %ptr2, ptr %ptr3) {
entry:
  store atomic i32 1, ptr %ptr1 release, align 4, !mmra !5
  store atomic i32 2, ptr %ptr2 release, align 4, !mmra !6
  store atomic i32 3, ptr %ptr3 release, align 4, !mmra !0
  ret void
}

define void @combine2(ptr %ptr1, ptr %ptr2, ptr %ptr3) {
entry:
  store atomic i32 1, ptr %ptr1 release, align 4, !mmra !7
  store atomic i32 2, ptr %ptr2 release, align 4, !mmra !8
  store atomic i32 3, ptr %ptr3 release, align 4, !mmra !0
  ret void
}

define void @combine3(ptr %ptr1, ptr %ptr2, ptr %ptr3) {
entry:
  store atomic i32 1, ptr %ptr1 release, align 4
  store atomic i32 2, ptr %ptr2 release, align 4, !mmra !9
  store atomic i32 3, ptr %ptr3 release, align 4
  ret void
}

!0 = !{!"foo", !"x"}
!1 = !{!"foo", !"y"}
!2 = !{!"bar", !"x"}
!3 = !{!"bar", !"y"}
!4 = !{!"bux", !"y"}
!5 = !{!0, !1, !2}
!6 = !{!0, !3}
!7 = !{!0, !1}
!8 = !{!0, !4}
!9 = !{!0, !3}
