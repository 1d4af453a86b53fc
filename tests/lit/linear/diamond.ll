; Linear mode on a diamond with a store in one arm: the op after the join waits for the store through a phi, and for the op before the branch.
; RUN: csarules order --mode linear %s | grep -v '^ *;' | filecheck %s

define i32 @diamond(ptr %a, ptr %b, i1 %c) {
entry:
  %x = load i32, ptr %a, align 4
  br i1 %c, label %then, label %else

then:
  store i32 1, ptr %a, align 4
  br label %join

else:
  br label %join

join:
  %y = load i32, ptr %b, align 4
  ret i32 %y
}

; CHECK-LABEL: define i32 @diamond(
; CHECK:         [[X:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       then:
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[X]])
; CHECK-NEXT:    store i32 1, ptr %a, align 4
; CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       join:
; CHECK-NEXT:    [[P:%csa.p[0-9]+]] = phi i1 [ [[S]], %then ], [ %csa.entry, %else ]
; CHECK-NEXT:    [[IN:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[X]], i1 [[P]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[IN]])
; CHECK-NEXT:    %y = load i32, ptr %b, align 4
