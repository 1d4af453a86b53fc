; Linear mode on a loop: the first op of the body waits for the op before the loop and, through a header phi, for the last op of the previous iteration; the op after the loop waits for the last op of the body.
; RUN: csarules order --mode linear %s | grep -v '^ *;' | filecheck %s

define void @loop(ptr %A, ptr %B, i64 %n) {
entry:
  %x = load i32, ptr %B, align 4
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %A, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, %x
  store i32 %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store i32 %x, ptr %A, align 4
  ret void
}

; CHECK-LABEL: define void @loop(
; CHECK:         %x = load i32, ptr %B, align 4
; CHECK-NEXT:    [[X:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i64
; CHECK-NEXT:    [[PREV:%csa.p[0-9]+]] = phi i1 [ %csa.entry, %entry ], [ [[ST:%csa.o[0-9]+]], %loop ]
; CHECK:         [[IN:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[X]], i1 [[PREV]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[IN]])
; CHECK-NEXT:    %v = load i32, ptr %p, align 4
; CHECK-NEXT:    [[LD:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         call void @llvm.csa.inord(i1 [[LD]])
; CHECK-NEXT:    store i32 %w, ptr %p, align 4
; CHECK-NEXT:    [[ST]] = call i1 @llvm.csa.outord()
; CHECK:       exit:
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[ST]])
; CHECK-NEXT:    store i32 %x, ptr %A, align 4
; CHECK-NEXT:    [[LAST:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[LAST]])
; CHECK-NEXT:    ret void
