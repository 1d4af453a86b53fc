; Race mode with two returns: each ret waits for every op on the paths into it, and only those.
; RUN: csarules order --mode race %s | grep -v '^ *;' | filecheck %s

define i32 @early(ptr %a, ptr %b, i1 %c) {
entry:
  store i32 1, ptr %a, align 4
  br i1 %c, label %out, label %more

out:
  ret i32 0

more:
  store i32 2, ptr %b, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

; CHECK-LABEL: define i32 @early(
; CHECK:         store i32 1, ptr %a, align 4
; CHECK-NEXT:    [[S1:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       out:
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[S1]])
; CHECK-NEXT:    ret i32 0
; CHECK:       more:
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 2, ptr %b, align 4
; CHECK-NEXT:    [[S2:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %v = load i32, ptr %a, align 4
; CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    [[ALL:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[S1]], i1 [[S2]], i1 [[L]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[ALL]])
; CHECK-NEXT:    ret i32 %v
