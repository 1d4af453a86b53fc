; An interpreter loop: the load of every case waits for the stores of every case of
; earlier iterations, the header's phis %csa.p0-%csa.p5 (%q and %p may alias). The six
; phis are merged once, by an all0 after the header's phis (%csa.s0), which every load
; and the ret read instead of six tokens each (shared.py). The stores' sets (the other
; cases' loads) differ from each other and stay in each store's own all0.
; RUN: csarules order --no-runtime-checks %s | %strip-checks | FileCheck %s

; CHECK-LABEL: loop:
; CHECK:       %csa.p11 = phi i1
; CHECK-NEXT:  %csa.s0 = call i1 (...) @llvm.csa.all0(i1 %csa.p0, i1 %csa.p1, i1 %csa.p2, i1 %csa.p3, i1 %csa.p4, i1 %csa.p5)
; CHECK-NEXT:  %at = getelementptr
; CHECK-LABEL: case0:
; CHECK-NEXT:  call void @llvm.csa.inord(i1 %csa.s0)
; CHECK-NEXT:  %v0 = load i32, ptr %q
; CHECK:       = call i1 (...) @llvm.csa.all0(i1 %csa.p6, i1 %csa.p7, i1 %csa.p8, i1 %csa.p9, i1 %csa.p10, i1 %csa.o{{[0-9]+}})
; CHECK-LABEL: case1:
; CHECK-NEXT:  call void @llvm.csa.inord(i1 %csa.s0)
; CHECK-NEXT:  %v1 = load i32, ptr %q
; CHECK-LABEL: case5:
; CHECK-NEXT:  call void @llvm.csa.inord(i1 %csa.s0)
; CHECK-NEXT:  %v5 = load i32, ptr %q
; CHECK-LABEL: exit:
; CHECK-NEXT:  call void @llvm.csa.inord(i1 %csa.s0)
; CHECK-NEXT:  ret void
; CHECK-NOT:   %csa.s1 =

define void @dispatch(ptr %p, ptr %q, ptr %code) {
entry:
  br label %loop

loop:
  %pc = phi i64 [ 0, %entry ], [ %next, %latch ]
  %at = getelementptr inbounds i32, ptr %code, i64 %pc
  %op = load i32, ptr %at, align 4, !invariant.load !0
  switch i32 %op, label %exit [
    i32 0, label %case0
    i32 1, label %case1
    i32 2, label %case2
    i32 3, label %case3
    i32 4, label %case4
    i32 5, label %case5
  ]

case0:
  %v0 = load i32, ptr %q, align 4
  %w0 = add i32 %v0, 1
  %s0 = getelementptr inbounds i32, ptr %p, i64 0
  store i32 %w0, ptr %s0, align 4
  br label %latch

case1:
  %v1 = load i32, ptr %q, align 4
  %w1 = add i32 %v1, 2
  %s1 = getelementptr inbounds i32, ptr %p, i64 1
  store i32 %w1, ptr %s1, align 4
  br label %latch

case2:
  %v2 = load i32, ptr %q, align 4
  %w2 = add i32 %v2, 3
  %s2 = getelementptr inbounds i32, ptr %p, i64 2
  store i32 %w2, ptr %s2, align 4
  br label %latch

case3:
  %v3 = load i32, ptr %q, align 4
  %w3 = add i32 %v3, 4
  %s3 = getelementptr inbounds i32, ptr %p, i64 3
  store i32 %w3, ptr %s3, align 4
  br label %latch

case4:
  %v4 = load i32, ptr %q, align 4
  %w4 = add i32 %v4, 5
  %s4 = getelementptr inbounds i32, ptr %p, i64 4
  store i32 %w4, ptr %s4, align 4
  br label %latch

case5:
  %v5 = load i32, ptr %q, align 4
  %w5 = add i32 %v5, 6
  %s5 = getelementptr inbounds i32, ptr %p, i64 5
  store i32 %w5, ptr %s5, align 4
  br label %latch

latch:
  %next = add nuw i64 %pc, 1
  br label %loop

exit:
  ret void
}

!0 = !{}
