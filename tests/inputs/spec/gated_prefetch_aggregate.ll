; Spec: csa-memory-ordering.rst, "Data-Gated Prefetches",
; llvm.csa.gated.prefetch. The unexpanded aggregate form "call void
; @llvm.csa.gated.prefetch.sl_i1i32s({i1, i32} %gate, i8* %addr, i32 0, i32 3)":
; each element of the gate becomes an i1 and they are joined with all0 (see
; ordered/gated_prefetch_aggregate_expanded.ll). %gate comes from a load here.

declare void @llvm.csa.gated.prefetch.sl_i1i32s({i1, i32}, i8*, i32, i32)

define void @gated_prefetch_aggregate({i1, i32}* %src, i8* %addr) {
entry:
  %gate = load {i1, i32}, {i1, i32}* %src
  call void @llvm.csa.gated.prefetch.sl_i1i32s({i1, i32} %gate, i8* %addr, i32 0, i32 3)
  ret void
}
