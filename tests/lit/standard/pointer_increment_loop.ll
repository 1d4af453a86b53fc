; A pointer bumped in a loop (`*++p = 1`) may be any element after its start: the load
; of a[2] after the loop waits for the loop's store. (The pointer analysis gave %u the
; one offset 4 when %u was asked about before its phi, and the load went unordered.)
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'a=i32[8]:iota' --arg n=3
; RUN: csarules sim %s --entry f --arg 'a=i32[8]:iota' --arg n=3 --schedule random --seed 3

define i32 @f(ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr [ %a, %entry ], [ %u, %loop ]
  %u = getelementptr inbounds i32, ptr %p, i64 1
  store i32 1, ptr %u, align 4
  %i.next = add nuw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %q = getelementptr inbounds i32, ptr %a, i64 2
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

; CHECK-LABEL: @f (standard)
; CHECK:       edge 8 -> 16 store i32 1, ptr %u, align 4
; CHECK-NEXT:  edge 16 -> 23 %v = load i32, ptr %q, align 4
; CHECK-NEXT:  edge 23 -> 24 ret i32 %v
