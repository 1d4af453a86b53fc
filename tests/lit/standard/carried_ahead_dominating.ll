; Across iterations through an op ahead of the waiting one in another block: the store
; in the loop's header dominates the load after the branch, so the load waits for the
; previous iteration's last store through it (that carried edge is not emitted).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4 --schedule random --seed 3

define void @f(ptr %p, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  store i32 1, ptr %p, align 4
  %odd = trunc i64 %i to i1
  br i1 %odd, label %then, label %join

then:
  %t = add i64 %i, 7
  br label %join

join:
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
; CHECK:       edge 14 -> 23 %v = load i32, ptr %p, align 4
; CHECK-NEXT:  edge 23 -> 25 store i32 %w, ptr %p, align 4
; CHECK-NEXT:  edge 25 -> 14 [carried by %loop] store i32 1, ptr %p, align 4
; CHECK-NEXT:  edge 25 -> 31 ret void
