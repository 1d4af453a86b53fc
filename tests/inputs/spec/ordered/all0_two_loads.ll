; Spec: csa-memory-ordering.rst, "llvm.csa.all0", Semantics. "the all0 in this
; example ensures that the store is not run until both loads have finished":
; two loads share the input token %inord, their outords are merged with
; "%loads_done = call i1 (...) @llvm.csa.all0(i1 %l0, i1 %l1)" and the store
; waits for %loads_done. Completed: %inord is the function entry token, %val2
; is computed from the loads, the return waits for the store (which already
; implies the loads).

declare void @llvm.csa.inord(i1)
declare i1 @llvm.csa.outord()
declare i1 @llvm.csa.mementry()
declare i1 @llvm.csa.all0(...)

define void @all0_two_loads(i64* %addr0, i64* %addr1, i64* %addr2) {
entry:
  %inord = call i1 @llvm.csa.mementry()
  call void @llvm.csa.inord(i1 %inord)
  %val0 = load i64, i64* %addr0
  %l0 = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %inord)
  %val1 = load i64, i64* %addr1
  %l1 = call i1 @llvm.csa.outord()

  %loads_done = call i1 (...) @llvm.csa.all0(i1 %l0, i1 %l1)

  %val2 = add i64 %val0, %val1
  call void @llvm.csa.inord(i1 %loads_done)
  store i64 %val2, i64* %addr2
  %s0 = call i1 @llvm.csa.outord()
  call void @llvm.csa.inord(i1 %s0)
  ret void
}
