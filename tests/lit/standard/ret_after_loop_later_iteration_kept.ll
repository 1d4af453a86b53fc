; The ret waits for the store in %x1 itself: every way from %x1 to the ret passes the
; store in %z, but possibly in a later iteration of the loop, where it writes the next
; element and waits for no earlier store (p[j] and p[j+1] never meet). The edge from
; the first store to the ret stays.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'p=i32[8]:iota' --arg m=2
; RUN: csarules sim %s --entry f --arg 'p=i32[8]:iota' --arg m=2 --schedule random --seed 3

define void @f(ptr %p, i64 %m) {
entry:
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %x1 ], [ %j.next, %z ]
  %j.next = add nuw i64 %j, 1
  %pj = getelementptr inbounds i32, ptr %p, i64 %j
  %odd = trunc i64 %j to i1
  br i1 %odd, label %z, label %x1

x1:
  store i32 1, ptr %pj, align 4
  %again = icmp ult i64 %j.next, %m
  br i1 %again, label %loop, label %z

z:
  store i32 2, ptr %pj, align 4
  %more = icmp ult i64 %j.next, %m
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK:       edge 9 -> 21 store i32 1, ptr %pj, align 4
; CHECK-NEXT:  edge 21 -> 26 store i32 2, ptr %pj, align 4
; CHECK-NEXT:  edge 21 -> 31 ret void
; CHECK-NEXT:  edge 26 -> 31 ret void
