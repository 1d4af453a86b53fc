; Spec: csa-memory-ordering.rst, "llvm.csa.inord and llvm.csa.outord",
; Semantics. The spec's first example: inord and outord used as a pair around a
; load ("call void @llvm.csa.inord(i1 %inord) / %val = load i64, i64* %addr /
; %outord = call i1 @llvm.csa.outord()"). Completed into a whole ordered
; function: the load waits for the function entry (mementry), the return waits
; for the load. Typed pointers, as in the spec.

declare void @llvm.csa.inord(i1)
declare i1 @llvm.csa.outord()
declare i1 @llvm.csa.mementry()

define i64 @inord_outord_load(i64* %addr) {
entry:
  %inord = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %inord)
  %val = load i64, i64* %addr
  %outord = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %outord)
  ret i64 %val
}
