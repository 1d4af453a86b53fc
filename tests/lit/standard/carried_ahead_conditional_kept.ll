; As carried_ahead_dominating.ll, but the first store sits under the branch: an
; iteration may skip it, so the load waits for the previous iteration's last store
; itself (the carried edge stays).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4
; RUN: csarules sim %s --entry f --arg 'p=i32[2]:iota' --arg n=4 --schedule random --seed 3

define void @f(ptr %p, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %odd = trunc i64 %i to i1
  br i1 %odd, label %then, label %join

then:
  store i32 1, ptr %p, align 4
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
; CHECK:       edge 18 -> 22 %v = load i32, ptr %p, align 4
; CHECK-NEXT:  edge 22 -> 24 store i32 %w, ptr %p, align 4
; CHECK-NEXT:  edge 24 -> 18 [carried by %loop] store i32 1, ptr %p, align 4
; CHECK-NEXT:  edge 24 -> 22 [carried by %loop] %v = load i32, ptr %p, align 4
; CHECK-NEXT:  edge 24 -> 30 ret void
