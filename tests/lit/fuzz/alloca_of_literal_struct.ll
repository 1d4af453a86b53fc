; clang-19 -O0 passes a small struct in registers and spills it to an alloca of a literal
; struct type, `alloca { i64, i24 }`. The simulator read the alloca's type up to the first
; comma ("{ i64") and refused the program: "cannot read struct type ' i64'".
; Found by simulating csmith programs (seed 26, clang-19 -O0); reduced with llvm-reduce-19
; (to an alloca in a called function), then given a field access to check the layout.
; RUN: csarules order %s -o %t.ll
; RUN: csarules sim %t.ll --entry main --json | filecheck %s
; RUN: not csarules sim %s --entry main --mode unordered --json | filecheck %s --check-prefix=UNORDERED
; CHECK: "race_count": 0
; CHECK: "matches_sequential": true
; CHECK: "return": 5
; UNORDERED: "return": 5

define i32 @main() {
  %r = call i32 @field()
  ret i32 %r
}

define i32 @field() {
  %s = alloca { i64, i24 }, align 8
  store i64 -1, ptr %s
  %f = getelementptr inbounds { i64, i24 }, ptr %s, i32 0, i32 1
  store i24 5, ptr %f
  %v = load i24, ptr %f
  %r = zext i24 %v to i32
  ret i32 %r
}
