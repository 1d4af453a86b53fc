; Race mode on a diamond: ret waits for the store of one arm through a phi (entry on the other path).
; RUN: csarules order --mode race %s | grep -v '^ *;' | filecheck %s

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
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 1, ptr %a, align 4
; CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       join:
; CHECK-NEXT:    [[P:%csa.p[0-9]+]] = phi i1 [ [[S]], %then ], [ %csa.entry, %else ]
; CHECK-NEXT:    call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %y = load i32, ptr %b, align 4
; CHECK-NEXT:    [[Y:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    [[ALL:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[X]], i1 [[Y]], i1 [[P]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[ALL]])
; CHECK-NEXT:    ret i32 %y
