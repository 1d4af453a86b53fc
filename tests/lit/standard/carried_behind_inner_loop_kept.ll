; Across iterations of the outer loop, the store to p[j] waits for nothing behind it:
; the store to p[j] in block %z lies on every way from %x1 to the outer loop's backedge,
; but possibly in a later iteration of the inner loop, where it writes another element
; and waits for no earlier p[j] store. So the next outer iteration's load of q, which
; may read any of them, waits for the first store itself (its carried edge stays).
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'p=i32[8]:iota' --arg q=p+0 --arg n=3 --arg m=2
; RUN: csarules sim %s --entry f --arg 'p=i32[8]:iota' --arg q=p+0 --arg n=3 --arg m=2 --schedule random --seed 3

define void @f(ptr %p, ptr %q, i64 %n, i64 %m) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %v = load i32, ptr %q, align 4
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %x1 ], [ %j.next, %z ]
  %j.next = add nuw i64 %j, 1
  %pj = getelementptr inbounds i32, ptr %p, i64 %j
  %odd = trunc i64 %j to i1
  br i1 %odd, label %z, label %x1

x1:
  store i32 %v, ptr %pj, align 4
  %again = icmp ult i64 %j.next, %m
  br i1 %again, label %inner, label %z

z:
  store i32 2, ptr %pj, align 4
  %more = icmp ult i64 %j.next, %m
  br i1 %more, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %outer, label %exit

exit:
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK:       edge 16 -> 27 store i32 %v, ptr %pj, align 4
; CHECK-NEXT:  edge 16 -> 32 store i32 2, ptr %pj, align 4
; CHECK-NEXT:  edge 27 -> 16 [carried by %outer] %v = load i32, ptr %q, align 4
; CHECK-NEXT:  edge 27 -> 32 store i32 2, ptr %pj, align 4
; CHECK-NEXT:  edge 27 -> 42 ret void
; CHECK-NEXT:  edge 32 -> 16 [carried by %outer] %v = load i32, ptr %q, align 4
; CHECK-NEXT:  edge 32 -> 42 ret void
