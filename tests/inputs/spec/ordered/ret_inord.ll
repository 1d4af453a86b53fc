; Spec: csa-memory-ordering.rst, "llvm.csa.inord and llvm.csa.outord",
; Semantics. "ret is the exception to this rule: since the return instruction
; only has an input ordering edge, only the inord intrinsic is used when
; ordering returns" ("call void @llvm.csa.inord(i1 %inord) / ret i32 %result").
; Completed: the returned value comes from a store/load pair whose last token
; feeds the return's inord; no outord follows the ret.

declare void @llvm.csa.inord(i1)
declare i1 @llvm.csa.outord()
declare i1 @llvm.csa.mementry()

define i32 @ret_inord(i32* %p, i32 %v) {
entry:
  %entry_tok = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %entry_tok)
  store i32 %v, i32* %p
  %stored = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %stored)
  %loaded = load i32, i32* %p
  %inord = call i1 @llvm.csa.outord()
  %result = add i32 %loaded, 1
  call void @llvm.csa.inord(i1 %inord)
  ret i32 %result
}
