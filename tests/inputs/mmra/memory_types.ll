; Spec: mmra.rst, "Use-cases", Memory Types (1 = global, 3 = local):
;   Thread T1:
;   A: store %ptr1                                  # sync-as:1
;   B: store %ptr2                                  # sync-as:3
;   X: store atomic release ptr addrspace(0) %ptr3  # sync-as:3
;   Thread T2:
;   Y: load atomic acquire ptr addrspace(0) %ptr3   # sync-as:3
;   C: load %ptr2                                   # sync-as:3
;   D: load %ptr1                                   # sync-as:1
; "If X synchronizes with Y, then B happens-before C ... But no such statement
; can be made about operations A and D". One function per thread; the atomic
; read-modify-write in T2 is an added atomic carrying a tag set.

define void @memtypes_t1(ptr %ptr1, ptr %ptr2, ptr %ptr3, i32 %v) {
entry:
  store i32 %v, ptr %ptr1, align 4, !mmra !0                 ; A
  store i32 %v, ptr %ptr2, align 4, !mmra !1                 ; B
  store atomic i32 1, ptr %ptr3 release, align 4, !mmra !1  ; X
  ret void
}

define i32 @memtypes_t2(ptr %ptr1, ptr %ptr2, ptr %ptr3, ptr %count) {
entry:
  %y = load atomic i32, ptr %ptr3 acquire, align 4, !mmra !1  ; Y
  %c = load i32, ptr %ptr2, align 4, !mmra !1                 ; C
  %d = load i32, ptr %ptr1, align 4, !mmra !0                 ; D
  %old = atomicrmw add ptr %count, i32 1 acq_rel, align 4, !mmra !2
  %cd = add i32 %c, %d
  %r = add i32 %cd, %y
  ret i32 %r
}

!0 = !{!"sync-as", !"1"}
!1 = !{!"sync-as", !"3"}
!2 = !{!0, !1}
