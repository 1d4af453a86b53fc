; Across iterations through an op ahead of the waiting one: the load waits, within its
; iteration, for the store before it, which waits for the previous iteration's last
; store; so the load's own wait for that store across iterations is implied, and only
; the store-to-store edge across iterations is emitted.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules why %s 19 17 | FileCheck --check-prefix=WHY %s
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
; CHECK:       edge 16 -> 17 %v = load i32, ptr %p, align 4
; CHECK-NEXT:  edge 17 -> 19 store i32 %w, ptr %p, align 4
; CHECK-NEXT:  edge 19 -> 16 [carried by %loop] store i32 1, ptr %p, align 4
; CHECK-NEXT:  edge 19 -> 25 ret void

; `why` says through which op the load waits for the last store across iterations:
; WHY:       required(19, 17, 15, 'location'):
; WHY:       implied(19, 17, 15):
; WHY-NEXT:  implied(19, 17, 15) {{.*}}: implied(a, c, l) :- required_pair(a, c, l), l != 0, ahead_of(c, z),
; WHY:       required_pair(16, 17, 0)
; WHY:       required_pair(19, 16, 15)
; WHY-NOT:   emitted(19, 17
