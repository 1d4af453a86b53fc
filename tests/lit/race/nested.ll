; Race mode on nested loops: no token phis; ret waits for the last instances of both ops.
; RUN: csarules order --mode race %s | grep -v '^ *;' | filecheck %s

define void @nested(ptr %A, i64 %n, i64 %m) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = mul i64 %i, %m
  store i32 0, ptr %A, align 4
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %k = add i64 %row, %j
  %p = getelementptr inbounds i32, ptr %A, i64 %k
  %v = load i32, ptr %p, align 4
  %j.next = add nuw nsw i64 %j, 1
  %jdone = icmp eq i64 %j.next, %m
  br i1 %jdone, label %outer.latch, label %inner

outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %idone = icmp eq i64 %i.next, %n
  br i1 %idone, label %exit, label %outer

exit:
  ret void
}

; CHECK-LABEL: define void @nested(
; CHECK-NOT:     phi i1
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    store i32 0, ptr %A, align 4
; CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %v = load i32, ptr %p, align 4
; CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       exit:
; CHECK-NEXT:    [[ALL:%csa.a[0-9]+]] = call i1 (...) @llvm.csa.all0(i1 [[S]], i1 [[L]])
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[ALL]])
; CHECK-NEXT:    ret void
