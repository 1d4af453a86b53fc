; Spec: mmra.rst, "The happens-before Relation", Ordering:
;   A: store %ptr1                 # foo:bar
;   B: store %ptr2                 # foo:baz
;   X: store atomic release %ptr3  # foo:bar
; "A is compatible with X, and hence A happens-before X. But B is not
; compatible with X, and hence it is not happens-before X." A and B have no
; ordering between them from tags (neither is synchronising); only location
; order if %ptr1 and %ptr2 may alias. Generic address space.

define void @ordering_foo_tags(ptr %ptr1, ptr %ptr2, ptr %ptr3, i32 %v) {
entry:
  store i32 %v, ptr %ptr1, align 4, !mmra !0                 ; A
  store i32 %v, ptr %ptr2, align 4, !mmra !1                 ; B
  store atomic i32 1, ptr %ptr3 release, align 4, !mmra !0  ; X
  ret void
}

!0 = !{!"foo", !"bar"}
!1 = !{!"foo", !"baz"}
