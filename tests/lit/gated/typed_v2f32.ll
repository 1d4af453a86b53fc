; Data-gated prefetch expansion (csa-memory-ordering.rst, "Data-Gated Prefetches"),
; gate of type <2 x float>, typed pointers (clang-14 style): a vector is bitcast to an integer of its width, then truncated, and the
; result is the input edge of an llvm.prefetch (rw, locality kept, cache type 1).
; The gated prefetch takes no ordering edges (nothing before it, nothing after it waits
; for it: the return waits for the load only); the output is verified by LLVM.
; RUN: csarules order %s | %strip-checks | FileCheck %s

declare void @llvm.csa.gated.prefetch.v2f32(<2 x float>, i8*, i32, i32)

define void @gated(<2 x float>* %src, i8* %addr) {
entry:
  %gate = load <2 x float>, <2 x float>* %src, align 8
  call void @llvm.csa.gated.prefetch.v2f32(<2 x float> %gate, i8* %addr, i32 1, i32 2)
  ret void
}

; CHECK:      %gate = load
; CHECK-NEXT: %[[L:csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT: %[[C:csa.g[0-9]+.cast]] = bitcast <2 x float> %gate to i64
; CHECK-NEXT: %[[T:csa.g[0-9]+.trunc]] = trunc i64 %[[C]] to i1
; CHECK-NEXT: call void @llvm.csa.inord(i1 %[[T]])
; CHECK-NEXT: call void @llvm.prefetch.p0i8(i8* %addr, i32 1, i32 2, i32 1)
; CHECK-NEXT: %[[P:csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT: call void @llvm.csa.inord(i1 %[[L]])
; CHECK-NEXT: ret void
; CHECK-NOT:  %[[P]]
; CHECK-NOT:  gated.prefetch
; CHECK:      declare void @llvm.prefetch.p0i8(i8*, i32, i32, i32)
; CHECK-NOT:  gated.prefetch

