; Spec: mmra.rst, "Use-cases", SPIRV NonPrivatePointer:
;   Thread T1:
;    A: store %ptr1                 # vulkan:nonprivate
;    B: store %ptr2                 # vulkan:private
;    X: store atomic release %ptr3  # vulkan:nonprivate
;   Thread T2:
;    Y: load atomic acquire %ptr3   # vulkan:nonprivate
;    C: load %ptr2                  # vulkan:private
;    D: load %ptr1                  # vulkan:nonprivate
; "Compatibility ensures that operation A is ordered relative to X while
; operation D is ordered relative to Y ... No such relation can be inferred
; about operations B and C." One function per thread.

define void @thread_t1(ptr %ptr1, ptr %ptr2, ptr %ptr3, i32 %v) {
entry:
  store i32 %v, ptr %ptr1, align 4, !mmra !0                 ; A
  store i32 %v, ptr %ptr2, align 4, !mmra !1                 ; B
  store atomic i32 1, ptr %ptr3 release, align 4, !mmra !0  ; X
  ret void
}

define i32 @thread_t2(ptr %ptr1, ptr %ptr2, ptr %ptr3) {
entry:
  %y = load atomic i32, ptr %ptr3 acquire, align 4, !mmra !0  ; Y
  %c = load i32, ptr %ptr2, align 4, !mmra !1                 ; C
  %d = load i32, ptr %ptr1, align 4, !mmra !0                 ; D
  %cd = add i32 %c, %d
  %r = add i32 %cd, %y
  ret i32 %r
}

!0 = !{!"vulkan", !"nonprivate"}
!1 = !{!"vulkan", !"private"}
