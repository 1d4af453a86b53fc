; Typed-pointer input (clang-14 style) is kept as written; only i1 tokens are added.
; RUN: csarules order --mode linear %s | %strip-checks | FileCheck %s

; CHECK-LABEL: define void @f(i64* %addr0, i64* %addr1)
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %val = load i64, i64* %addr0, align 8
; CHECK-NEXT:    %[[L:csa\.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %[[L]])
; CHECK-NEXT:    store i64 %val, i64* %addr1, align 8
define void @f(i64* %addr0, i64* %addr1) {
entry:
  %val = load i64, i64* %addr0, align 8
  store i64 %val, i64* %addr1, align 8
  ret void
}
