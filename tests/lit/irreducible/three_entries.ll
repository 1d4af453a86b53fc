; A cycle a -> b -> c -> a that a switch enters at any of its three blocks: the new header
; `csarules.irr.0` switches on an i32 phi (0, 1, 2: which entry the edge meant), the
; entry's own predecessor reaches it through one block per entry (a predecessor cannot
; give one phi two values), and a block whose edge to the next entry becomes a back edge
; keeps its value in the header's phi for that entry (poison for the others).
; RUN: csarules order %s | grep -v '^ *;' | filecheck --check-prefix=IR %s
; RUN: csarules order --mode linear %s -o %t.linear.ll
; RUN: csarules order --mode race %s -o %t.race.ll
; RUN: csarules sim %s --entry f --arg 0 --arg i32[8]:iota --json | filecheck --check-prefix=S0 %s
; RUN: csarules sim %s --entry f --arg 1 --arg i32[8]:iota --json | filecheck --check-prefix=S1 %s
; RUN: csarules sim %t.linear.ll --entry f --arg 2 --arg i32[8]:iota --json | filecheck --check-prefix=S2 %s
; RUN: csarules sim %s --entry f --arg 2 --arg i32[8]:iota --schedule random --seed 5 --json | filecheck --check-prefix=RANDOM %s
; RUN: grep -c '^csarules.irr.0:' %t.race.ll | filecheck --check-prefix=ONE %s
; (Results as the loop runs by hand: 9 from a, 11 from b, 10 from c.)
; S0: "race_count": 0
; S0: "return": 9
; S1: "race_count": 0
; S1: "return": 11
; S2: "race_count": 0
; S2: "return": 10
; RANDOM: "race_count": 0
; RANDOM: "matches_sequential": true
; RANDOM: "return": 10
; ONE: 1
; IR:      switch i32 %x, label %exit [
; IR-NEXT:   i32 0, label %csarules.irr.0.from.0
; IR-NEXT:   i32 1, label %csarules.irr.0.from.1
; IR-NEXT:   i32 2, label %csarules.irr.0.from.2
; IR:      csarules.irr.0:
; IR-NEXT:   %csarules.irr.0.to = phi i32 [ 0, %csarules.irr.0.from.0 ], [ 1, %csarules.irr.0.from.1 ], [ 2, %csarules.irr.0.from.2 ], [ 1, %a ], [ 2, %b ], [ 0, %c ]
; IR-NEXT:   %csarules.irr.0.n.a = phi i32 [ 0, %csarules.irr.0.from.0 ], [ poison, %csarules.irr.0.from.1 ], [ poison, %csarules.irr.0.from.2 ], [ poison, %a ], [ poison, %b ], [ %n.c1, %c ]
; IR:        switch i32 %csarules.irr.0.to, label %c [ i32 0, label %a i32 1, label %b ]

define i32 @f(i32 %x, ptr %p) {
entry:
  switch i32 %x, label %exit [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
  ]

a:
  %n.a = phi i32 [ 0, %entry ], [ %n.c1, %c ]
  %pa = getelementptr inbounds i32, ptr %p, i32 %n.a
  %va = load i32, ptr %pa
  %wa = add i32 %va, 1
  %n.a1 = add i32 %n.a, 1
  %qa = getelementptr inbounds i32, ptr %p, i32 %n.a1
  store i32 %wa, ptr %qa
  %done.a = icmp sge i32 %n.a1, 5
  br i1 %done.a, label %exit, label %b

b:
  %n.b = phi i32 [ 0, %entry ], [ %n.a1, %a ]
  %pb = getelementptr inbounds i32, ptr %p, i32 %n.b
  %vb = load i32, ptr %pb
  %wb = add i32 %vb, 2
  %n.b1 = add i32 %n.b, 1
  %qb = getelementptr inbounds i32, ptr %p, i32 %n.b1
  store i32 %wb, ptr %qb
  %done.b = icmp sge i32 %n.b1, 5
  br i1 %done.b, label %exit, label %c

c:
  %n.c = phi i32 [ 0, %entry ], [ %n.b1, %b ]
  %pc = getelementptr inbounds i32, ptr %p, i32 %n.c
  %vc = load i32, ptr %pc
  %wc = add i32 %vc, 3
  %n.c1 = add i32 %n.c, 1
  %qc = getelementptr inbounds i32, ptr %p, i32 %n.c1
  store i32 %wc, ptr %qc
  %done.c = icmp sge i32 %n.c1, 5
  br i1 %done.c, label %exit, label %a

exit:
  %last = getelementptr inbounds i32, ptr %p, i32 5
  %r = load i32, ptr %last
  ret i32 %r
}
