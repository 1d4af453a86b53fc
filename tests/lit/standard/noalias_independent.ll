; Accesses to independent (noalias) arrays get no edges between them: each waits
; only for the function entry, and ret waits for both.
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s

define void @copy(ptr noalias %a, ptr noalias %b) {
entry:
  %x = load i32, ptr %a, align 4
  store i32 %x, ptr %b, align 4
  ret void
}

; CHECK-LABEL: define void @copy(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %csa.entry = call i1 @llvm.csa.mementry()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %x = load i32, ptr %a, align 4
; CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 %x, ptr %b, align 4
; CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    [[BOTH:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[L]], i1 [[S]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[BOTH]])
; CHECK-NEXT:    ret void
