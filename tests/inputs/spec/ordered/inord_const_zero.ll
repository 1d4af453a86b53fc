; Spec: csa-memory-ordering.rst, "llvm.csa.inord and llvm.csa.outord",
; Semantics. "If an input edge is not needed, it can be set to a constant":
; "call void @llvm.csa.inord(i1 0) / %val = load i64, i64* %addr /
; %outord = call i1 @llvm.csa.outord()" (selected as $ign). An unused outord
; result is also allowed ("just leave the outord intrinsic's result unused").
; Completed: the load has no input edge, the return waits for the load.

declare void @llvm.csa.inord(i1)
declare i1 @llvm.csa.outord()
declare i1 @llvm.csa.mementry()

define i64 @inord_const_zero(i64* %addr) {
entry:
  %entry_tok = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 0)
  %val = load i64, i64* %addr
  %outord = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %outord)
  ret i64 %val
}
