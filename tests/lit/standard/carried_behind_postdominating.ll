; Across iterations through an op behind the waited-for one in another block: every way
; from the first store to the loop's backedge passes the second store, so the next
; iteration's load waits for the first store through it (that carried edge is not
; emitted).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4 --schedule random --seed 3

define void @f(ptr %p, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %odd = trunc i64 %i to i1
  br i1 %odd, label %then, label %latch

then:
  %t = add i64 %i, 7
  br label %latch

latch:
  store i32 5, ptr %p, align 4
  %i.next = add nuw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK:       edge 15 -> 17 store i32 %w, ptr %p, align 4
; CHECK-NEXT:  edge 17 -> 26 store i32 5, ptr %p, align 4
; CHECK-NEXT:  edge 26 -> 15 [carried by %loop] %v = load i32, ptr %p, align 4
; CHECK-NEXT:  edge 26 -> 32 ret void
