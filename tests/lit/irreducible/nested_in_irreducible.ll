; A cycle entered at a and at d that holds another entered at b and at c (both from a).
; The outer one is fixed first: `csarules.irr.0` becomes the header of {a, b, c, d}. Among
; its blocks but that header, b <-> c is still a cycle with two entries, so it gets
; `csarules.irr.1`, reached from a through one block per entry (a meant both).
; RUN: csarules order %s | grep -v '^ *;' | filecheck --check-prefix=IR %s
; RUN: csarules order --mode linear %s -o %t.linear.ll
; RUN: csarules order --mode race %s -o %t.race.ll
; RUN: csarules sim %s --entry f --arg 0 --arg i32[4]:iota --json | filecheck --check-prefix=A %s
; RUN: csarules sim %t.linear.ll --entry f --arg 1 --arg i32[4]:iota --json | filecheck --check-prefix=D %s
; RUN: csarules sim %s --entry f --arg 1 --arg i32[4]:iota --schedule random --seed 4 --json | filecheck --check-prefix=D %s
; RUN: csarules edges %s | filecheck --check-prefix=EDGES %s
; (Results as the loops run by hand: 98 entered at a, 118 at d.)
; A: "race_count": 0
; A: "return": 98
; D: "race_count": 0
; D: "return": 118
; EDGES: carried by %csarules.irr.0
; EDGES: carried by %csarules.irr.1
; IR:      br i1 %c0, label %csarules.irr.0.from.0, label %csarules.irr.0.from.1
; IR:      a:
; IR-NEXT:   %i.a = phi i32 [ %csarules.irr.0.i.a, %csarules.irr.0 ]
; IR:        br i1 %ca, label %csarules.irr.1.from.0, label %csarules.irr.1.from.1
; IR:      b:
; IR-NEXT:   %i.b = phi i32 [ %csarules.irr.1.i.b, %csarules.irr.1 ]
; IR:      c:
; IR-NEXT:   %i.c = phi i32 [ %csarules.irr.1.i.c, %csarules.irr.1 ]
; IR:      d:
; IR-NEXT:   %i.d = phi i32 [ %csarules.irr.0.i.d, %csarules.irr.0 ]
; IR:        br i1 %dd, label %exit, label %csarules.irr.0
; IR:      csarules.irr.0:
; IR-NEXT:   %csarules.irr.0.to = phi i1 [ true, %csarules.irr.0.from.0 ], [ false, %csarules.irr.0.from.1 ], [ false, %b ], [ false, %c ], [ true, %d ]
; IR:        br i1 %csarules.irr.0.to, label %a, label %d
; IR:      csarules.irr.1:
; IR-NEXT:   %csarules.irr.1.to = phi i1 [ true, %csarules.irr.1.from.0 ], [ false, %csarules.irr.1.from.1 ], [ false, %b ], [ true, %c ]
; IR:        br i1 %csarules.irr.1.to, label %b, label %c

define i32 @f(i32 %x, ptr %p) {
entry:
  %c0 = icmp eq i32 %x, 0
  br i1 %c0, label %a, label %d

a:
  %i.a = phi i32 [ 0, %entry ], [ %i.d1, %d ]
  %i.a1 = add i32 %i.a, 1
  %va = load i32, ptr %p
  %wa = add i32 %va, %i.a1
  store i32 %wa, ptr %p
  %odd = and i32 %i.a1, 1
  %ca = icmp eq i32 %odd, 0
  br i1 %ca, label %b, label %c

b:
  %i.b = phi i32 [ %i.a1, %a ], [ %i.c1, %c ]
  %i.b1 = add i32 %i.b, 1
  %pb = getelementptr inbounds i32, ptr %p, i32 1
  %vb = load i32, ptr %pb
  %v0b = load i32, ptr %p
  %tb = shl i32 %vb, 1
  %wb = add i32 %tb, %v0b
  store i32 %wb, ptr %pb
  %rb = urem i32 %i.b1, 3
  %cb = icmp ne i32 %rb, 0
  br i1 %cb, label %c, label %d

c:
  %i.c = phi i32 [ %i.a1, %a ], [ %i.b1, %b ]
  %i.c1 = add i32 %i.c, 1
  %pc = getelementptr inbounds i32, ptr %p, i32 2
  %vc = load i32, ptr %pc
  %pb.c = getelementptr inbounds i32, ptr %p, i32 1
  %v1c = load i32, ptr %pb.c
  %wc = sub i32 %v1c, %vc
  store i32 %wc, ptr %pc
  %rc = urem i32 %i.c1, 4
  %cc = icmp ne i32 %rc, 0
  br i1 %cc, label %b, label %d

d:
  %i.d = phi i32 [ 0, %entry ], [ %i.b1, %b ], [ %i.c1, %c ]
  %i.d1 = add i32 %i.d, 1
  %pd = getelementptr inbounds i32, ptr %p, i32 3
  %vd = load i32, ptr %pd
  %pc.d = getelementptr inbounds i32, ptr %p, i32 2
  %v2d = load i32, ptr %pc.d
  %wd = add i32 %vd, %v2d
  store i32 %wd, ptr %pd
  %dd = icmp sge i32 %i.d1, 12
  br i1 %dd, label %exit, label %a

exit:
  %v0 = load i32, ptr %p
  %p1 = getelementptr inbounds i32, ptr %p, i32 1
  %v1 = load i32, ptr %p1
  %p3 = getelementptr inbounds i32, ptr %p, i32 3
  %v3 = load i32, ptr %p3
  %s = add i32 %v0, %v1
  %r = add i32 %s, %v3
  ret i32 %r
}
