; A malformed litmus test is one line, file:line: error:, exit status 2, nothing on stdout.
; RUN: not csarules litmus %s 2>&1 | FileCheck %s
; CHECK: malformed.ll:12: error: stored values are constants, not '%r0'
; CHECK-NOT: Traceback
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: T0:%r0 = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  %r0 = load i32, ptr @x
  store i32 %r0, ptr @y
  ret void
}
