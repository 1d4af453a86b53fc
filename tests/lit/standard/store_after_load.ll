; A store to the address a load read waits for the load (the spec's load/store pair).
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s

define void @inc(ptr %p) {
entry:
  %x = load i64, ptr %p, align 8
  %y = add i64 %x, 1
  store i64 %y, ptr %p, align 8
  ret void
}

; CHECK-LABEL: define void @inc(
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %x = load i64, ptr %p, align 8
; CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    %y = add i64 %x, 1
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[L]])
; CHECK-NEXT:    store i64 %y, ptr %p, align 8
; CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[S]])
; CHECK-NEXT:    ret void
; CHECK-DAG:   declare void @llvm.csa.inord(i1)
; CHECK-DAG:   declare i1 @llvm.csa.outord()
; CHECK-DAG:   declare i1 @llvm.csa.mementry()
