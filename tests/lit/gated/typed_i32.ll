; Data-gated prefetch expansion (csa-memory-ordering.rst, "Data-Gated Prefetches"),
; gate of type i32, typed pointers (clang-14 style): an integer is truncated, and the
; result is the input edge of an llvm.prefetch (rw, locality kept, cache type 1).
; The gated prefetch takes no ordering edges in the standard and linear modes (nothing
; before it, nothing after it waits for it: the return waits for the load only).
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules edges %s | FileCheck %s --check-prefix=EDGES
; RUN: csarules edges --mode linear %s | FileCheck %s --check-prefix=EDGES

declare void @llvm.csa.gated.prefetch.i32(i32, i8*, i32, i32)

define void @gated(i32* %src, i8* %addr) {
entry:
  %gate = load i32, i32* %src, align 8
  call void @llvm.csa.gated.prefetch.i32(i32 %gate, i8* %addr, i32 1, i32 2)
  ret void
}

; CHECK:      %gate = load
; CHECK-NEXT: %[[L:csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT: %[[T:csa.g[0-9]+.trunc]] = trunc i32 %gate to i1
; CHECK-NEXT: call void @llvm.csa.inord(i1 %[[T]])
; CHECK-NEXT: call void @llvm.prefetch.p0i8(i8* %addr, i32 1, i32 2, i32 1)
; CHECK-NEXT: %[[P:csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT: call void @llvm.csa.inord(i1 %[[L]])
; CHECK-NEXT: ret void
; CHECK-NOT:  %[[P]]
; CHECK-NOT:  gated.prefetch
; CHECK:      declare void @llvm.prefetch.p0i8(i8*, i32, i32, i32)
; CHECK-NOT:  gated.prefetch

; EDGES-LABEL: @gated
; EDGES-NEXT:  edge 12 -> 14 %gate = load
; EDGES-NEXT:  edge 14 -> 16 ret void
; EDGES-NOT:   edge
