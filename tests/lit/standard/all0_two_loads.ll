; A store that may overwrite what two loads read waits for both, merged by all0
; (the spec's all0 example).
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s

define void @sum2(ptr %addr0, ptr %addr1, ptr %addr2) {
entry:
  %val0 = load i64, ptr %addr0, align 8
  %val1 = load i64, ptr %addr1, align 8
  %val2 = add i64 %val0, %val1
  store i64 %val2, ptr %addr2, align 8
  ret void
}

; CHECK-LABEL: define void @sum2(
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %val0 = load i64, ptr %addr0, align 8
; CHECK-NEXT:    [[L0:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %val1 = load i64, ptr %addr1, align 8
; CHECK-NEXT:    [[L1:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    %val2 = add i64 %val0, %val1
; CHECK-NEXT:    [[DONE:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[L0]], i1 [[L1]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[DONE]])
; CHECK-NEXT:    store i64 %val2, ptr %addr2, align 8
; CHECK-DAG:   declare i1 @llvm.csa.all0(...)
