; The materialiser's fixed frame: mementry opens the entry block, every memop sits
; between an inord and an outord, ret gets an inord only, and each intrinsic used is
; declared once after the last function body.
; RUN: csarules order --mode race %s | %strip-checks | FileCheck %s

; CHECK-LABEL: define void @copy(ptr %dst, ptr %src)
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %csa.entry = call i1 @llvm.csa.mementry()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %v = load i32, ptr %src, align 4
; CHECK-NEXT:    %csa.o[[LOAD:[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 %v, ptr %dst, align 4
; CHECK-NEXT:    %csa.o[[STORE:[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    %[[ALL:csa\.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 %csa.o[[LOAD]], i1 %csa.o[[STORE]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %[[ALL]])
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
define void @copy(ptr %dst, ptr %src) {
entry:
  %v = load i32, ptr %src, align 4
  store i32 %v, ptr %dst, align 4
  ret void
}

; CHECK-LABEL: define i32 @pure(i32 %x)
; CHECK-NEXT:    %csa.entry = call i1 @llvm.csa.mementry()
; CHECK-NEXT:    %y = add i32 %x, 1
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    ret i32 %y
define i32 @pure(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

; CHECK:     declare void @llvm.csa.inord(i1)
; CHECK-NOT: declare void @llvm.csa.inord(i1)
; CHECK:     declare i1 @llvm.csa.outord()
; CHECK:     declare i1 @llvm.csa.mementry()
; CHECK:     declare i1 @llvm.csa.all0(...)
; CHECK-NOT: declare {{.*}}@llvm.csa.
