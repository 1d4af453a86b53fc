; Prefetch rule 3: "Alias analysis queries involving prefetch ops always use an
; arbitrarily large access size, even in straight-line code." A read prefetch 8 KiB
; past a load of the same object waits for it, in straight-line code; a store that far
; from a load does not (sized query). A prefetch of another (noalias) object does not.
; RUN: csarules edges %s | FileCheck %s

declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define void @ahead(ptr noalias %A, ptr noalias %B, double %v) {
  %x = load double, ptr %A, align 8
  %far = getelementptr inbounds i8, ptr %A, i64 8192
  call void @llvm.prefetch.p0(ptr %far, i32 0, i32 3, i32 1)
  store double %v, ptr %far, align 8
  call void @llvm.prefetch.p0(ptr %B, i32 0, i32 3, i32 1)
  ret void
}

; The prefetch of A + 8192 (12) waits for the load of A (10); the store to A + 8192 (13)
; does not (only for the entry); the prefetch of B (14) waits for nothing.
; CHECK-LABEL: @ahead (standard)
; CHECK-NEXT:  edge 9 -> 10 %x = load
; CHECK-NEXT:  edge 9 -> 13 store double
; CHECK-NEXT:  edge 10 -> 12 call void @llvm.prefetch.p0(ptr %far
; CHECK-NEXT:  edge 10 -> 15 ret void
; CHECK-NEXT:  edge 13 -> 15 ret void
; CHECK-NOT:   edge
