; Data-gated prefetch expansion (csa-memory-ordering.rst, "Data-Gated Prefetches"),
; gate of type [2 x i16], typed pointers (clang-14 style): an array: each element extracted and adapted, joined with all0, and the
; result is the input edge of an llvm.prefetch (rw, locality kept, cache type 1).
; The gated prefetch takes no ordering edges (nothing before it, nothing after it waits
; for it: the return waits for the load only); the output is verified by LLVM.
; RUN: csarules order %s | %strip-checks | FileCheck %s

declare void @llvm.csa.gated.prefetch.a2i16([2 x i16], i8*, i32, i32)

define void @gated([2 x i16]* %src, i8* %addr) {
entry:
  %gate = load [2 x i16], [2 x i16]* %src, align 8
  call void @llvm.csa.gated.prefetch.a2i16([2 x i16] %gate, i8* %addr, i32 1, i32 2)
  ret void
}

; CHECK:      %gate = load
; CHECK-NEXT: %[[L:csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT: %[[V0:csa.g[0-9]+.v0]] = extractvalue [2 x i16] %gate, 0
; CHECK-NEXT: %[[T0:csa.g[0-9]+.v0.trunc]] = trunc i16 %[[V0]] to i1
; CHECK-NEXT: %[[V1:csa.g[0-9]+.v1]] = extractvalue [2 x i16] %gate, 1
; CHECK-NEXT: %[[T1:csa.g[0-9]+.v1.trunc]] = trunc i16 %[[V1]] to i1
; CHECK-NEXT: %[[A:csa.g[0-9]+.all]] = call i1 (...) @llvm.csa.all0(i1 %[[T0]], i1 %[[T1]])
; CHECK-NEXT: call void @llvm.csa.inord(i1 %[[A]])
; CHECK-NEXT: call void @llvm.prefetch.p0i8(i8* %addr, i32 1, i32 2, i32 1)
; CHECK-NEXT: %[[P:csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT: call void @llvm.csa.inord(i1 %[[L]])
; CHECK-NEXT: ret void
; CHECK-NOT:  %[[P]]
; CHECK-NOT:  gated.prefetch
; CHECK:      declare void @llvm.prefetch.p0i8(i8*, i32, i32, i32)
; CHECK-NOT:  gated.prefetch

