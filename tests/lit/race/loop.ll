; Race mode on a loop: every op waits only for the entry (no token phi), and ret waits for all of them.
; RUN: csarules order --mode race %s | grep -v '^ *;' | filecheck %s

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
; CHECK-NOT:     phi i1
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %x = load i32, ptr %B, align 4
; CHECK-NEXT:    [[X:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %v = load i32, ptr %p, align 4
; CHECK-NEXT:    [[V:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 %w, ptr %p, align 4
; CHECK-NEXT:    [[W:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 %x, ptr %A, align 4
; CHECK-NEXT:    [[Y:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    [[ALL:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[X]], i1 [[V]], i1 [[W]], i1 [[Y]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[ALL]])
; CHECK-NEXT:    ret void
