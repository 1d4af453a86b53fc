; Call-site attribute groups are read as the module numbers them. With two functions,
; LLVM's print of one instruction renumbers the groups for its own function, which once
; made the call to @ext (group #1: may read and write anything) read as #0
; (memory(none)) and left it unordered. @ext must wait for the first store, the second
; store must wait for @ext, and @pure (memory(none)) stays unordered.
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s

declare i32 @pure(i32)
declare void @ext(ptr)

define i32 @f(i32 %x) {
entry:
  %r = call i32 @pure(i32 %x) #0
  ret i32 %r
}

define void @g(ptr %a) {
entry:
  store i32 1, ptr %a
  call void @ext(ptr %a) #1
  store i32 2, ptr %a
  ret void
}

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }

; CHECK-LABEL: define i32 @f(
; CHECK:         call void @llvm.csa.inord(i1 0)
; CHECK-NEXT:    %r = call i32 @pure(i32 %x) #0
; CHECK-LABEL: define void @g(
; CHECK:         store i32 1, ptr %a
; CHECK-NEXT:    [[S1:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[S1]])
; CHECK-NEXT:    call void @ext(ptr %a) #1
; CHECK-NEXT:    [[E:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[E]])
; CHECK-NEXT:    store i32 2, ptr %a
