; The SPMDization kind is read as LLVM reads a string: "\\" is one backslash. Before, a
; kind holding "\\" did not read as a string at all ("must be a constant string"), and
; "\\41" read as "\A"; now the error names the kind the program holds ("cyc\lic").
; RUN: not csarules expand %s 2>&1 | FileCheck %s
; CHECK: spmdization_kind_with_backslash.ll:{{[0-9]+}}: error: unknown SPMDization kind "cyc\lic" (blocking, cyclic or hybrid)

@.kind = private constant [8 x i8] c"cyc\\lic\00"

define void @f(ptr %a, i32 %n) {
entry:
  %p = getelementptr i32, ptr %a, i32 1
  call void @builtin_csa_spmdization_(i32 2, ptr @.kind)
  store i32 1, ptr %p
  ret void
}

declare void @builtin_csa_spmdization_(i32, ptr)
