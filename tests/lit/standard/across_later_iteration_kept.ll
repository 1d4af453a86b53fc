; The second store (to p[i]) is on every path to the load (of p[k]), but it shares a
; loop with the first store (also to p[i]) and the load is outside that loop: an
; iteration that runs the first store may reach the load only through a later
; iteration, one taking the other branch, whose second store writes another element
; and waits for no earlier iteration's first store (different elements: no carried
; edge). So the load's edge from the first store stays, although the second store's
; block dominates the load's.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry later_iteration --arg 'p=i32[4]:iota' --arg n=2 --arg k=0
; RUN: csarules sim %s --entry later_iteration --arg 'p=i32[4]:iota' --arg n=2 --arg k=0 --schedule random --seed 7

define i32 @later_iteration(ptr %p, i64 %n, i64 %k) {
entry:
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %odd = and i64 %i, 1
  %even = icmp eq i64 %odd, 0
  br i1 %even, label %first, label %other

first:
  %pa = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 1, ptr %pa, align 4
  %i.small = icmp ult i64 %i, 2
  br i1 %i.small, label %latch, label %second

other:
  br label %second

second:
  %pb = getelementptr inbounds i32, ptr %p, i64 %i
  store i32 2, ptr %pb, align 4
  %i.last = add nuw i64 %i, 1
  %done = icmp uge i64 %i.last, %n
  br i1 %done, label %after, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  br label %head

after:
  %pc = getelementptr inbounds i32, ptr %p, i64 %k
  %v = load i32, ptr %pc, align 4
  ret i32 %v
}

; CHECK-LABEL: @later_iteration (standard)
; CHECK:       edge 24 -> 33 store i32 2, ptr %pb
; CHECK-NEXT:  edge 24 -> 44 %v = load i32, ptr %pc
; CHECK-NEXT:  edge 33 -> 44 %v = load i32, ptr %pc
