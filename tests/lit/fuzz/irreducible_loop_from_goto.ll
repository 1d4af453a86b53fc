; NOT FIXED (expected to fail until it is): csmith's gotos give clang-14 -O1 a loop with two
; entries (csmith seed 160: a switch jumps into the middle of a loop), and `csarules order`
; refuses the module: "irreducible control flow is not supported". The loop analysis
; (csarules/analysis/cfg.py, order/materialise.py) needs one loop header per loop.
; Reduced with llvm-reduce-14 (llvm-reduce-19 cannot read clang-14's constant expressions)
; to a switch into a loop of 8 blocks, then by hand to this.
; XFAIL: *
; RUN: csarules order %s -o %t.ll
; RUN: csarules sim %t.ll --entry main --arg 1 --json | filecheck %s
; CHECK: "race_count": 0
; CHECK: "return": 3

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
