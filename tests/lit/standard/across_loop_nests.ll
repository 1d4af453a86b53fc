; A store in loop nest 1, a store in loop nest 2 that may touch the same bytes, then a
; load after both: the load waits for nest 2's store, whose every pass waited for all of
; nest 1's stores, so the load's edge from nest 1's store is implied and not emitted.
; Both nests test at the bottom (each loop runs at least once), so nest 2's inner block
; dominates the load's block and no path reaches the load around it.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry two_nests --arg 'p=i32[4]:iota' --arg q=p+0 --arg n=3
; RUN: csarules sim %s --entry two_nests --arg 'p=i32[4]:iota' --arg q=p+0 --arg n=3 --schedule random --seed 7

define i32 @two_nests(ptr %p, ptr %q, i64 %n) {
entry:
  br label %n1.outer

n1.outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %n1.latch ]
  br label %n1.inner

n1.inner:
  %j = phi i64 [ 0, %n1.outer ], [ %j.next, %n1.inner ]
  store i32 1, ptr %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %n
  br i1 %cj, label %n1.inner, label %n1.latch

n1.latch:
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %n1.outer, label %n2.outer

n2.outer:
  %k = phi i64 [ 0, %n1.latch ], [ %k.next, %n2.latch ]
  br label %n2.inner

n2.inner:
  %l = phi i64 [ 0, %n2.outer ], [ %l.next, %n2.inner ]
  store i32 2, ptr %q, align 4
  %l.next = add nuw i64 %l, 1
  %cl = icmp ult i64 %l.next, %n
  br i1 %cl, label %n2.inner, label %n2.latch

n2.latch:
  %k.next = add nuw i64 %k, 1
  %ck = icmp ult i64 %k.next, %n
  br i1 %ck, label %n2.outer, label %after

after:
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; CHECK-LABEL: @two_nests (standard)
; CHECK-NEXT:  edge 10 -> 20 store i32 1, ptr %p
; CHECK-NEXT:  edge 20 -> 36 store i32 2, ptr %q
; CHECK-NEXT:  edge 36 -> 47 %v = load i32, ptr %p
; CHECK-NEXT:  edge 47 -> 48 ret
; CHECK-NOT:   edge
