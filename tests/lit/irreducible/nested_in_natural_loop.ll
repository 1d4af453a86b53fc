; A two-entry cycle inside a natural loop: each iteration of the outer loop enters the
; cycle at a or at b by the parity of j. The cycle gets its own header inside the outer
; loop (the outer loop's header stays `outer`), so the ordering carries the cycle's
; accesses to p[k] both around the inner header and into the next outer iteration.
; RUN: csarules order %s | grep -v '^ *;' | filecheck --check-prefix=IR %s
; RUN: csarules order --mode linear %s -o %t.linear.ll
; RUN: csarules order --mode race %s -o %t.race.ll
; RUN: csarules sim %s --entry f --arg i32[4]:iota --json | filecheck %s
; RUN: csarules sim %t.linear.ll --entry f --arg i32[4]:iota --json | filecheck %s
; RUN: csarules sim %s --entry f --arg i32[4]:iota --schedule random --seed 9 --json | filecheck --check-prefix=RANDOM %s
; RUN: grep -c '^csarules.irr' %t.race.ll | filecheck --check-prefix=BLOCKS %s
; (The result is the loop run by hand: p = {6, 7, 14}, 6 + 10 * 7 + 100 * 14.)
; CHECK: "race_count": 0
; CHECK: "return": 1476
; RANDOM: "race_count": 0
; RANDOM: "matches_sequential": true
; RANDOM: "return": 1476
; BLOCKS: 3
; IR:      outer:
; IR-NEXT:   %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
; IR:        br i1 %c, label %csarules.irr.0.from.0, label %csarules.irr.0.from.1
; IR:      latch:
; IR:        br i1 %cj, label %outer, label %exit
; IR:      csarules.irr.0:
; IR-NEXT:   %csarules.irr.0.to = phi i1 [ true, %csarules.irr.0.from.0 ], [ false, %csarules.irr.0.from.1 ], [ false, %a ], [ true, %b ]
; IR-NEXT:   %csarules.irr.0.k.a = phi i32 [ 0, %csarules.irr.0.from.0 ], [ poison, %csarules.irr.0.from.1 ], [ poison, %a ], [ %k.b1, %b ]

define i32 @f(ptr %p) {
entry:
  br label %outer

outer:
  %j = phi i32 [ 0, %entry ], [ %j1, %latch ]
  %odd = and i32 %j, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %a, label %b

a:
  %k.a = phi i32 [ 0, %outer ], [ %k.b1, %b ]
  %pa = getelementptr inbounds i32, ptr %p, i32 %k.a
  %va = load i32, ptr %pa
  %wa = add i32 %va, 1
  store i32 %wa, ptr %pa
  %k.a1 = add i32 %k.a, 1
  %da = icmp sge i32 %k.a1, 3
  br i1 %da, label %latch, label %b

b:
  %k.b = phi i32 [ 0, %outer ], [ %k.a1, %a ]
  %pb = getelementptr inbounds i32, ptr %p, i32 %k.b
  %vb = load i32, ptr %pb
  %wb = shl i32 %vb, 1
  store i32 %wb, ptr %pb
  %k.b1 = add i32 %k.b, 1
  %db = icmp sge i32 %k.b1, 3
  br i1 %db, label %latch, label %a

latch:
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, 4
  br i1 %cj, label %outer, label %exit

exit:
  %v0 = load i32, ptr %p
  %p1 = getelementptr inbounds i32, ptr %p, i32 1
  %v1 = load i32, ptr %p1
  %p2 = getelementptr inbounds i32, ptr %p, i32 2
  %v2 = load i32, ptr %p2
  %t1 = mul i32 %v1, 10
  %t2 = mul i32 %v2, 100
  %s = add i32 %v0, %t1
  %r = add i32 %s, %t2
  ret i32 %r
}
