; Across iterations through an op ahead of the waiting one: the load waits, within its
; iteration, for the store before it, which waits for the previous iteration's last
; store; so the load's own wait for that store across iterations is implied, and only
; the store-to-store edge across iterations is emitted.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4 --schedule random --seed 3

define void @f(ptr %p, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  %i.next = add nuw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK:       edge 15 -> 16 %v = load i32, ptr %p, align 4
; CHECK-NEXT:  edge 16 -> 18 store i32 %w, ptr %p, align 4
; CHECK-NEXT:  edge 18 -> 15 [carried by %loop] store i32 1, ptr %p, align 4
; CHECK-NEXT:  edge 18 -> 24 ret void
