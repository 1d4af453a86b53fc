; A loop entered at two blocks, both with phis (an index and a running sum): reading gives
; it one header, `csarules.irr.0`, whose phis take the entries' incoming values (poison
; from the edges that meant the other entry) and whose i1 phi says which entry was meant.
; Each block reads the element the other wrote in the iteration before, so the ordering
; must carry the store to the next load across the new header's back edges.
; RUN: csarules order %s | grep -v '^ *;' | filecheck --check-prefix=IR %s
; RUN: csarules order --mode linear %s -o %t.linear.ll
; RUN: csarules order --mode race %s | grep -v '^ *;' | filecheck --check-prefix=IR %s
; RUN: csarules sim %s --entry f --arg 0 --arg i32[8]:iota --json | filecheck --check-prefix=A %s
; RUN: csarules sim %t.linear.ll --entry f --arg 0 --arg i32[8]:iota --json | filecheck --check-prefix=A %s
; RUN: csarules sim %s --entry f --arg 1 --arg i32[8]:iota --json | filecheck --check-prefix=B %s
; RUN: csarules sim %s --entry f --arg 1 --arg i32[8]:iota --schedule random --seed 11 --json | filecheck --check-prefix=RANDOM %s
; RUN: csarules sim %s --mode linear --entry f --arg 0 --arg i32[8]:iota --schedule random --seed 3 --json | filecheck --check-prefix=RANDOM %s
; (The results are those of the C-like loop run by hand: 10800 from a, 1008 from b.)
; A: "race_count": 0
; A: "matches_sequential": true
; A: "return": 10800
; B: "race_count": 0
; B: "return": 1008
; RANDOM: "race_count": 0
; RANDOM: "matches_sequential": true
; IR:      br i1 %c, label %csarules.irr.0.from.0, label %csarules.irr.0.from.1
; IR:      a:
; IR-NEXT:   %i.a = phi i32 [ %csarules.irr.0.i.a, %csarules.irr.0 ]
; IR-NEXT:   %s.a = phi i32 [ %csarules.irr.0.s.a, %csarules.irr.0 ]
; IR:        br i1 %done.a, label %exit, label %csarules.irr.0
; IR:      b:
; IR-NEXT:   %i.b = phi i32 [ %csarules.irr.0.i.b, %csarules.irr.0 ]
; IR-NEXT:   %s.b = phi i32 [ %csarules.irr.0.s.b, %csarules.irr.0 ]
; IR:        br i1 %done.b, label %exit, label %csarules.irr.0
; IR:      csarules.irr.0:
; IR-NEXT:   %csarules.irr.0.to = phi i1 [ true, %csarules.irr.0.from.0 ], [ false, %csarules.irr.0.from.1 ], [ false, %a ], [ true, %b ]
; IR-NEXT:   %csarules.irr.0.i.a = phi i32 [ 0, %csarules.irr.0.from.0 ], [ poison, %csarules.irr.0.from.1 ], [ poison, %a ], [ %i.b1, %b ]
; IR-NEXT:   %csarules.irr.0.s.a = phi i32 [ 100, %csarules.irr.0.from.0 ], [ poison, %csarules.irr.0.from.1 ], [ poison, %a ], [ %s.b1, %b ]
; IR-NEXT:   %csarules.irr.0.i.b = phi i32 [ poison, %csarules.irr.0.from.0 ], [ 0, %csarules.irr.0.from.1 ], [ %i.a1, %a ], [ poison, %b ]
; IR-NEXT:   %csarules.irr.0.s.b = phi i32 [ poison, %csarules.irr.0.from.0 ], [ 7, %csarules.irr.0.from.1 ], [ %s.a1, %a ], [ poison, %b ]
; IR:        br i1 %csarules.irr.0.to, label %a, label %b
; IR:      csarules.irr.0.from.0:
; IR-NEXT:   br label %csarules.irr.0
; IR:      csarules.irr.0.from.1:
; IR-NEXT:   br label %csarules.irr.0
; IR-NEXT: }

define i32 @f(i32 %x, ptr %p) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b

a:
  %i.a = phi i32 [ 0, %entry ], [ %i.b1, %b ]
  %s.a = phi i32 [ 100, %entry ], [ %s.b1, %b ]
  %pa = getelementptr inbounds i32, ptr %p, i32 %i.a
  %va = load i32, ptr %pa
  %s.a1 = add i32 %s.a, %va
  %i.a1 = add i32 %i.a, 1
  %qa = getelementptr inbounds i32, ptr %p, i32 %i.a1
  store i32 %s.a1, ptr %qa
  %done.a = icmp sge i32 %i.a1, 6
  br i1 %done.a, label %exit, label %b

b:
  %i.b = phi i32 [ 0, %entry ], [ %i.a1, %a ]
  %s.b = phi i32 [ 7, %entry ], [ %s.a1, %a ]
  %pb = getelementptr inbounds i32, ptr %p, i32 %i.b
  %vb = load i32, ptr %pb
  %s.b2 = shl i32 %s.b, 1
  %s.b1 = add i32 %s.b2, %vb
  %i.b1 = add i32 %i.b, 1
  %qb = getelementptr inbounds i32, ptr %p, i32 %i.b1
  store i32 %s.b1, ptr %qb
  %done.b = icmp sge i32 %i.b1, 6
  br i1 %done.b, label %exit, label %a

exit:
  %last = getelementptr inbounds i32, ptr %p, i32 6
  %r = load i32, ptr %last
  ret i32 %r
}
