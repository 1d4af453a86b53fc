; Linear mode on nested loops: the inner load waits for the outer store of its outer iteration; the outer store waits, through the outer header phi, for the inner load's last instance.
; RUN: csarules order --mode linear %s | grep -v '^ *;' | filecheck %s

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
; CHECK:       outer:
; CHECK-NEXT:    %i = phi i64
; CHECK-NEXT:    [[PREV:%csa.p[0-9]+]] = phi i1 [ %csa.entry, %entry ], [ [[LD:%csa.o[0-9]+]], %outer.latch ]
; CHECK:         call void @llvm.csa.inord(i1 [[PREV]])
; CHECK-NEXT:    store i32 0, ptr %A, align 4
; CHECK-NEXT:    [[ST:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:       inner:
; CHECK-NOT:     phi i1
; CHECK:         call void @llvm.csa.inord(i1 [[ST]])
; CHECK-NEXT:    %v = load i32, ptr %p, align 4
; CHECK-NEXT:    [[LD]] = call i1 @llvm.csa.outord()
; CHECK:       exit:
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[LD]])
; CHECK-NEXT:    ret void
