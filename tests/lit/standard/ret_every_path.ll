; ret waits for the last accesses on every path into it: a phi joins the stores
; of the two arms of a diamond.
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s

define void @diamond(ptr noalias %a, ptr noalias %b, i1 %c) {
entry:
  br i1 %c, label %then, label %else

then:
  store i32 1, ptr %a, align 4
  br label %join

else:
  store i32 2, ptr %b, align 4
  br label %join

join:
  ret void
}

; CHECK-LABEL: define void @diamond(
; CHECK:       then:
; CHECK:         store i32 1, ptr %a, align 4
; CHECK-NEXT:    [[A:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       else:
; CHECK:         store i32 2, ptr %b, align 4
; CHECK-NEXT:    [[B:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       join:
; CHECK-NEXT:    [[PA:%csa.p[0-9]+]] = phi i1 [ [[A]], %then ], [ %csa.entry, %else ]
; CHECK-NEXT:    [[PB:%csa.p[0-9]+]] = phi i1 [ %csa.entry, %then ], [ [[B]], %else ]
; CHECK-NEXT:    [[ALL:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[PA]], i1 [[PB]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[ALL]])
; CHECK-NEXT:    ret void
