; Spec: csa-memory-ordering.rst, "Data-Gated Prefetches",
; llvm.csa.gated.prefetch, Semantics. "For aggregate types (arrays and
; structs), the elements are converted to i1 individually and combined together
; with all0 so that the prefetch is issued when all of the elements are
; available": the expansion of "call void
; @llvm.csa.gated.prefetch.sl_i1i32s({i1, i32} %gate, i8* %addr, i32 0, i32 3)".
; Completed: %gate comes from an ordered load; the prefetch's outord is unused;
; the return waits for the load. Unexpanded form: ../gated_prefetch_aggregate.ll.

declare void @llvm.csa.inord(i1)
declare i1 @llvm.csa.outord()
declare i1 @llvm.csa.mementry()
declare i1 @llvm.csa.all0(...)
declare void @llvm.prefetch(i8*, i32, i32, i32)

define void @gated_prefetch_aggregate({i1, i32}* %src, i8* %addr) {
entry:
  %entry_tok = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %entry_tok)
  %gate = load {i1, i32}, {i1, i32}* %src
  %gate_loaded = call i1 @llvm.csa.outord()
  %v0 = extractvalue {i1, i32} %gate, 0
  %v1 = extractvalue {i1, i32} %gate, 1
  %trunc = trunc i32 %v1 to i1
  %all = call i1 (...) @llvm.csa.all0(i1 %v0, i1 %trunc)
  call void @llvm.csa.inord(i1 %all)
  call void @llvm.prefetch(i8* %addr, i32 0, i32 3, i32 1)
  %outord = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %gate_loaded)
  ret void
}
