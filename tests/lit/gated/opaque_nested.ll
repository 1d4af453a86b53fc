; Data-gated prefetch expansion (csa-memory-ordering.rst, "Data-Gated Prefetches"),
; gate of type {[2 x i8], {float, ptr}}, opaque pointers (clang-19 style): a nested aggregate: leaves extracted level by level, each adapted, all joined with one all0, and the
; result is the input edge of an llvm.prefetch (rw, locality kept, cache type 1).
; The gated prefetch takes no ordering edges (nothing before it, nothing after it waits
; for it: the return waits for the load only); the output is verified by LLVM.
; RUN: csarules order %s | %strip-checks | FileCheck %s

declare void @llvm.csa.gated.prefetch.nested({[2 x i8], {float, ptr}}, ptr, i32, i32)

define void @gated(ptr %src, ptr %addr) {
entry:
  %gate = load {[2 x i8], {float, ptr}}, ptr %src, align 8
  call void @llvm.csa.gated.prefetch.nested({[2 x i8], {float, ptr}} %gate, ptr %addr, i32 1, i32 2)
  ret void
}

; CHECK:      %gate = load
; CHECK-NEXT: %[[L:csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT: %[[V0:csa.g[0-9]+.v0]] = extractvalue {[2 x i8], {float, ptr}} %gate, 0
; CHECK-NEXT: %[[V00:csa.g[0-9]+.v0.v0]] = extractvalue [2 x i8] %[[V0]], 0
; CHECK-NEXT: %[[T00:csa.g[0-9]+.v0.v0.trunc]] = trunc i8 %[[V00]] to i1
; CHECK-NEXT: %[[V01:csa.g[0-9]+.v0.v1]] = extractvalue [2 x i8] %[[V0]], 1
; CHECK-NEXT: %[[T01:csa.g[0-9]+.v0.v1.trunc]] = trunc i8 %[[V01]] to i1
; CHECK-NEXT: %[[V1:csa.g[0-9]+.v1]] = extractvalue {[2 x i8], {float, ptr}} %gate, 1
; CHECK-NEXT: %[[V10:csa.g[0-9]+.v1.v0]] = extractvalue {float, ptr} %[[V1]], 0
; CHECK-NEXT: %[[C10:csa.g[0-9]+.v1.v0.cast]] = bitcast float %[[V10]] to i32
; CHECK-NEXT: %[[T10:csa.g[0-9]+.v1.v0.trunc]] = trunc i32 %[[C10]] to i1
; CHECK-NEXT: %[[V11:csa.g[0-9]+.v1.v1]] = extractvalue {float, ptr} %[[V1]], 1
; CHECK-NEXT: %[[C11:csa.g[0-9]+.v1.v1.cast]] = ptrtoint ptr %[[V11]] to i64
; CHECK-NEXT: %[[T11:csa.g[0-9]+.v1.v1.trunc]] = trunc i64 %[[C11]] to i1
; CHECK-NEXT: %[[A:csa.g[0-9]+.all]] = call i1 (...) @llvm.csa.all0(i1 %[[T00]], i1 %[[T01]], i1 %[[T10]], i1 %[[T11]])
; CHECK-NEXT: call void @llvm.csa.inord(i1 %[[A]])
; CHECK-NEXT: call void @llvm.prefetch.p0(ptr %addr, i32 1, i32 2, i32 1)
; CHECK-NEXT: %[[P:csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT: call void @llvm.csa.inord(i1 %[[L]])
; CHECK-NEXT: ret void
; CHECK-NOT:  %[[P]]
; CHECK-NOT:  gated.prefetch
; CHECK:      declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
; CHECK-NOT:  gated.prefetch

