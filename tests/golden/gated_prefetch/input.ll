; Spec: csa-memory-ordering.rst, "Data-Gated Prefetches",
; llvm.csa.gated.prefetch. The unexpanded intrinsic "call void
; @llvm.csa.gated.prefetch.v2f32(<2 x float> %gate, i8* %addr, i32 0, i32 3)":
; the prefetch "issues ... when the value of gate is available"; the ordering
; pass expands it into llvm.prefetch with gate attached to its input edge (see
; ordered/gated_prefetch_v2f32_expanded.ll). %gate comes from a load here.

declare void @llvm.csa.gated.prefetch.v2f32(<2 x float>, i8*, i32, i32)

define void @gated_prefetch_v2f32(<2 x float>* %src, i8* %addr) {
entry:
  %gate = load <2 x float>, <2 x float>* %src
  call void @llvm.csa.gated.prefetch.v2f32(<2 x float> %gate, i8* %addr, i32 0, i32 3)
  ret void
}
