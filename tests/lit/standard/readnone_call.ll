; A call that accesses no memory is not ordered: its input edge is `i1 0` (the
; spec's "no input edge needed" form) and nothing waits for it.
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s

declare i32 @square(i32) memory(none)

define i32 @f(ptr %p, i32 %x) {
entry:
  %v = load i32, ptr %p, align 4
  %s = call i32 @square(i32 %x)
  store i32 %s, ptr %p, align 4
  ret i32 %v
}

; CHECK-LABEL: define i32 @f(
; CHECK:         %v = load i32, ptr %p, align 4
; CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 0)
; CHECK-NEXT:    %s = call i32 @square(i32 %x)
; CHECK-NEXT:    {{%csa.o[0-9]+}} = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[L]])
; CHECK-NEXT:    store i32 %s, ptr %p, align 4
