; csmith's gotos give clang-14 -O1 a loop with two entries (csmith seed 160: a switch jumps
; into the middle of a loop). Such a cycle has no header, so it is no natural loop; reading
; the module gives it one (csarules/ir/irreducible.py, as LLVM's FixIrreducible): a block
; `csarules.irr.0` at the end of the function that every edge into `a` or `b` now enters,
; and whose i1 phi says which of the two was meant. The loop analysis then sees a natural
; loop with that header, and the ordering is race-free and sequential.
; Reduced with llvm-reduce-14 (llvm-reduce-19 cannot read clang-14's constant expressions)
; to a switch into a loop of 8 blocks, then by hand to this.
; RUN: csarules order %s -o %t.ll
; RUN: filecheck --check-prefix=IR %s < %t.ll
; RUN: csarules sim %t.ll --entry main --arg 1 --json | filecheck %s
; RUN: csarules sim %s --entry main --arg 0 --schedule random --seed 7 --json | filecheck --check-prefix=ZERO %s
; CHECK: "race_count": 0
; CHECK: "return": 3
; ZERO: "race_count": 0
; ZERO: "matches_sequential": true
; ZERO: "return": 4
; IR:      switch i32 %x, label %exit [
; IR-NEXT:   i32 0, label %csarules.irr.0.from.0
; IR-NEXT:   i32 1, label %csarules.irr.0.from.1
; IR:      br label %csarules.irr.0
; IR:      br i1 %more, label %csarules.irr.0, label %exit
; IR:      csarules.irr.0:
; IR-NEXT:   %csarules.irr.0.to = phi i1 [ true, %csarules.irr.0.from.0 ], [ false, %csarules.irr.0.from.1 ], [ false, %a ], [ true, %b ]
; IR:        br i1 %csarules.irr.0.to, label %a, label %b
; IR:      csarules.irr.0.from.0:
; IR-NEXT:   br label %csarules.irr.0

@g = global i32 0

define i32 @main(i32 %x) {
entry:
  switch i32 %x, label %exit [
    i32 0, label %a
    i32 1, label %b
  ]

a:
  %va = load i32, ptr @g
  %na = add i32 %va, 1
  store i32 %na, ptr @g
  br label %b

b:
  %vb = load i32, ptr @g
  %nb = add i32 %vb, 1
  store i32 %nb, ptr @g
  %more = icmp slt i32 %nb, 3
  br i1 %more, label %a, label %exit

exit:
  %r = load i32, ptr @g
  ret i32 %r
}
