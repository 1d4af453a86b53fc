; Spec: csa-memory-ordering.rst, "Data-Gated Prefetches",
; llvm.csa.gated.prefetch, Semantics. The expansion of
; "call void @llvm.csa.gated.prefetch.v2f32(<2 x float> %gate, i8* %addr, i32 0,
; i32 3)": "%cast = bitcast <2 x float> %gate to i64 / %trunc = trunc i64 %cast
; to i1 / call void @llvm.csa.inord(i1 %trunc) / call void @llvm.prefetch(i8*
; %addr, i32 0, i32 3, i32 1) / %outord = call i1 @llvm.csa.outord()". The
; prefetch's outord stays unused (prefetch rule 1). Completed: %gate comes from
; an ordered load; the return waits for that load only (nothing waits for a
; prefetch). Unexpanded form: ../gated_prefetch_v2f32.ll.

declare void @llvm.csa.inord(i1)
declare i1 @llvm.csa.outord()
declare i1 @llvm.csa.mementry()
declare void @llvm.prefetch(i8*, i32, i32, i32)

define void @gated_prefetch_v2f32(<2 x float>* %src, i8* %addr) {
entry:
  %entry_tok = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %entry_tok)
  %gate = load <2 x float>, <2 x float>* %src
  %gate_loaded = call i1 @llvm.csa.outord()
  %cast = bitcast <2 x float> %gate to i64
  %trunc = trunc i64 %cast to i1
  call void @llvm.csa.inord(i1 %trunc)
  call void @llvm.prefetch(i8* %addr, i32 0, i32 3, i32 1)
  %outord = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %gate_loaded)
  ret void
}
