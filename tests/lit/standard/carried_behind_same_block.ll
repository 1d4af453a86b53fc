; Across iterations through an op behind the waited-for one: the next iteration's load
; waits for the first store through the second, which follows it in the iteration (that
; carried edge is not emitted; the one from the second store stays).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4 --schedule random --seed 3

define void @f(ptr %p, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %p, align 4
  store i32 5, ptr %p, align 4
  %i.next = add nuw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK:       edge 14 -> 16 store i32 %w, ptr %p, align 4
; CHECK-NEXT:  edge 16 -> 17 store i32 5, ptr %p, align 4
; CHECK-NEXT:  edge 17 -> 14 [carried by %loop] %v = load i32, ptr %p, align 4
; CHECK-NEXT:  edge 17 -> 23 ret void
