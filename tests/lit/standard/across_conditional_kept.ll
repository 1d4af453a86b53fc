; As across_loop_nests.ll, but nest 2's store sits under a branch inside its loop: a
; pass through nest 2 may run it never, so the load waits for nest 1's store itself
; (the edge from nest 1's store to the load stays).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry guarded --arg 'p=i32[4]:iota' --arg q=p+0 --arg n=3 --arg m=0
; RUN: csarules sim %s --entry guarded --arg 'p=i32[4]:iota' --arg q=p+0 --arg n=3 --arg m=0 --schedule random --seed 7

define i32 @guarded(ptr %p, ptr %q, i64 %n, i64 %m) {
entry:
  br label %n1.loop

n1.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %n1.loop ]
  store i32 1, ptr %p, align 4
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %n1.loop, label %n2.loop

n2.loop:
  %k = phi i64 [ 0, %n1.loop ], [ %k.next, %n2.latch ]
  %take = icmp ult i64 %k, %m
  br i1 %take, label %n2.then, label %n2.latch

n2.then:
  store i32 2, ptr %q, align 4
  br label %n2.latch

n2.latch:
  %k.next = add nuw i64 %k, 1
  %ck = icmp ult i64 %k.next, %n
  br i1 %ck, label %n2.loop, label %after

after:
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; CHECK-LABEL: @guarded (standard)
; CHECK:       edge 14 -> 25 store i32 2, ptr %q
; CHECK-NEXT:  edge 14 -> 34 %v = load i32, ptr %p
; CHECK-NEXT:  edge 25 -> 34 %v = load i32, ptr %p
