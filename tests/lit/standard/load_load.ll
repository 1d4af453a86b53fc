; Two loads never wait for each other, even from the same address.
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s

define i32 @twice(ptr %p) {
entry:
  %x = load i32, ptr %p, align 4
  %y = load i32, ptr %p, align 4
  %s = add i32 %x, %y
  ret i32 %s
}

; CHECK-LABEL: define i32 @twice(
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %x = load i32, ptr %p, align 4
; CHECK-NEXT:    [[X:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %y = load i32, ptr %p, align 4
; CHECK-NEXT:    [[Y:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         call i1 (...) @llvm.csa.all0(i1 [[X]], i1 [[Y]])
