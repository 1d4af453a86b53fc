; Found by tests/property/test_irreducible_property.py on a reducible CFG: loop b2 (whose
; latch b2 also branches on to b3 inside it) holds a loop b3 <-> b4 that exits into a
; self-loop b1. The store in b2 reaches b1's load and store in the same iteration of b2
; (b2 -> b3 -> b1). The rules used to drop every edge out of a latch of b2 when walking one
; iteration (`!backedge(x, h)` in reach_in_loop), not only the backedge itself, so those
; pairs were required only across b2's back edge and the simulator found two races. Now
; only the edges into the header are left out (paths.dl, ordering.dl, regions.dl).
; RUN: csarules sim %s --entry f --arg n=9 --arg p=i32[8]:iota --json | filecheck %s
; RUN: csarules sim %s --entry f --arg n=9 --arg p=i32[8]:iota --schedule random --seed 1 --json | filecheck %s
; RUN: csarules why %s 52 34 | filecheck --check-prefix=WHY %s
; CHECK: "race_count": 0
; CHECK: "matches_sequential": true
; WHY: required(52, 34, 0, "location")
define i32 @f(i32 %n, ptr %p) {
b0:
  %g.0 = add i32 %n, 0
  %k.0 = and i32 %g.0, 7
  %a.0 = getelementptr inbounds i32, ptr %p, i32 %k.0
  %v.0 = load i32, ptr %a.0
  %m.0 = mul i32 %v.0, 3
  %w.0 = add i32 %m.0, 1
  store i32 %w.0, ptr %a.0
  %e.0 = icmp sle i32 %g.0, 0
  %b.0 = and i32 %v.0, 1
  %c.0 = add i32 %b.0, 1
  %s.0 = select i1 %e.0, i32 0, i32 %c.0
  switch i32 %s.0, label %exit [ i32 1, label %b2 i32 2, label %b2 ]

b1:
  %f.1 = phi i32 [ %g.1, %b1 ], [ %g.3, %b3 ], [ %g.4, %b4 ]
  %g.1 = sub i32 %f.1, 1
  %k.1 = and i32 %g.1, 7
  %a.1 = getelementptr inbounds i32, ptr %p, i32 %k.1
  %v.1 = load i32, ptr %a.1
  %m.1 = mul i32 %v.1, 3
  %w.1 = add i32 %m.1, 2
  store i32 %w.1, ptr %a.1
  %e.1 = icmp sle i32 %g.1, 0
  %b.1 = and i32 %v.1, 1
  %c.1 = add i32 %b.1, 1
  %s.1 = select i1 %e.1, i32 0, i32 %c.1
  switch i32 %s.1, label %exit [ i32 1, label %b1 i32 2, label %b2 ]

b2:
  %f.2 = phi i32 [ %g.0, %b0 ], [ %g.0, %b0 ], [ %g.1, %b1 ], [ %g.2, %b2 ]
  %g.2 = sub i32 %f.2, 1
  %k.2 = and i32 %g.2, 7
  %a.2 = getelementptr inbounds i32, ptr %p, i32 %k.2
  %v.2 = load i32, ptr %a.2
  %m.2 = mul i32 %v.2, 3
  %w.2 = add i32 %m.2, 3
  store i32 %w.2, ptr %a.2
  %e.2 = icmp sle i32 %g.2, 0
  %b.2 = and i32 %v.2, 1
  %c.2 = add i32 %b.2, 1
  %s.2 = select i1 %e.2, i32 0, i32 %c.2
  switch i32 %s.2, label %exit [ i32 1, label %b3 i32 2, label %b2 ]

b3:
  %f.3 = phi i32 [ %g.2, %b2 ], [ %g.4, %b4 ]
  %g.3 = sub i32 %f.3, 1
  %k.3 = and i32 %g.3, 7
  %a.3 = getelementptr inbounds i32, ptr %p, i32 %k.3
  %v.3 = load i32, ptr %a.3
  %m.3 = mul i32 %v.3, 3
  %w.3 = add i32 %m.3, 4
  store i32 %w.3, ptr %a.3
  %e.3 = icmp sle i32 %g.3, 0
  %b.3 = and i32 %v.3, 1
  %c.3 = add i32 %b.3, 1
  %s.3 = select i1 %e.3, i32 0, i32 %c.3
  switch i32 %s.3, label %exit [ i32 1, label %b1 i32 2, label %b4 ]

b4:
  %f.4 = phi i32 [ %g.3, %b3 ]
  %g.4 = sub i32 %f.4, 1
  %k.4 = and i32 %g.4, 7
  %a.4 = getelementptr inbounds i32, ptr %p, i32 %k.4
  %v.4 = load i32, ptr %a.4
  %m.4 = mul i32 %v.4, 3
  %w.4 = add i32 %m.4, 5
  store i32 %w.4, ptr %a.4
  %e.4 = icmp sle i32 %g.4, 0
  %b.4 = and i32 %v.4, 1
  %c.4 = add i32 %b.4, 1
  %s.4 = select i1 %e.4, i32 0, i32 %c.4
  switch i32 %s.4, label %exit [ i32 1, label %b3 i32 2, label %b1 ]

exit:
  %r.0 = add i32 0, 0
  %x.0 = getelementptr inbounds i32, ptr %p, i32 0
  %y.0 = load i32, ptr %x.0
  %z.0 = mul i32 %r.0, 31
  %r.1 = add i32 %z.0, %y.0
  %x.1 = getelementptr inbounds i32, ptr %p, i32 1
  %y.1 = load i32, ptr %x.1
  %z.1 = mul i32 %r.1, 31
  %r.2 = add i32 %z.1, %y.1
  %x.2 = getelementptr inbounds i32, ptr %p, i32 2
  %y.2 = load i32, ptr %x.2
  %z.2 = mul i32 %r.2, 31
  %r.3 = add i32 %z.2, %y.2
  %x.3 = getelementptr inbounds i32, ptr %p, i32 3
  %y.3 = load i32, ptr %x.3
  %z.3 = mul i32 %r.3, 31
  %r.4 = add i32 %z.3, %y.3
  %x.4 = getelementptr inbounds i32, ptr %p, i32 4
  %y.4 = load i32, ptr %x.4
  %z.4 = mul i32 %r.4, 31
  %r.5 = add i32 %z.4, %y.4
  %x.5 = getelementptr inbounds i32, ptr %p, i32 5
  %y.5 = load i32, ptr %x.5
  %z.5 = mul i32 %r.5, 31
  %r.6 = add i32 %z.5, %y.5
  %x.6 = getelementptr inbounds i32, ptr %p, i32 6
  %y.6 = load i32, ptr %x.6
  %z.6 = mul i32 %r.6, 31
  %r.7 = add i32 %z.6, %y.6
  %x.7 = getelementptr inbounds i32, ptr %p, i32 7
  %y.7 = load i32, ptr %x.7
  %z.7 = mul i32 %r.7, 31
  %r.8 = add i32 %z.7, %y.7
  ret i32 %r.8
}

; The pair b2 -> b1 (lines 52 -> 34) is required within the iteration (WHY above); its
; edge is not emitted since the reduction across loop levels: every path from b2 to b1
; passes b3 (b3 dominates b1), whose load and store wait for b2's store and are waited
; for by b1's load.
