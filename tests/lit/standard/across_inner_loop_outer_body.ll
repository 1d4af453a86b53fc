; An inner loop's store, then, later in the same outer iteration, a store in a block of
; its own and a load in the next block: the load waits for the second store, which
; waited for every instance of the inner loop's store in this outer iteration, so the
; load's edge from the inner loop's store is implied and not emitted (the second store's
; block dominates the load's; the inner loop runs at least once).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry inner_then_body --arg 'p=i32[4]:iota' --arg q=p+0 --arg n=3
; RUN: csarules sim %s --entry inner_then_body --arg 'p=i32[4]:iota' --arg q=p+0 --arg n=3 --schedule random --seed 7

define i32 @inner_then_body(ptr %p, ptr %q, i64 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %tail ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %tail ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  store i32 1, ptr %p, align 4
  %j.next = add nuw i64 %j, 1
  %cj = icmp ult i64 %j.next, %n
  br i1 %cj, label %inner, label %mid

mid:
  store i32 2, ptr %q, align 4
  br label %tail

tail:
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit

exit:
  ret i32 %s.next
}

; CHECK-LABEL: @inner_then_body (standard)
; CHECK-NOT:   edge 21 -> 31
; CHECK:       edge 21 -> 27 store i32 2, ptr %q
; CHECK-NOT:   edge 21 -> 31
; CHECK:       edge 27 -> 31 %v = load i32, ptr %p
