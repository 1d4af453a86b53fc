; An invoke inside a loop: the loop's header reads the token of the invoke's normal edge
; (its own block, csa.i<line>.0) across the back edge (no op after it in the iteration,
; which the reduction of carried pairs would read instead). Ordering used to stop with an
; internal error (KeyError) here: the loop context's header was looked up among the
; blocks of the function instead of those of its copy with the invoke's edges split.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules sim %s --entry f --arg 0 --arg i32[1]:zero --extern g --json | FileCheck --check-prefix=SIM %s
; CHECK:      {{^}}loop:
; CHECK-NEXT:   %csa.p0 = phi i1 [ %csa.entry, %entry ], [ %csa.o23, %latch ]
; CHECK:        invoke void @g() to label %csa.i23.0 unwind label %csa.i23.1
; CHECK:      {{^}}csa.i23.0:
; CHECK-NEXT:   %csa.o23 = call i1 @llvm.csa.outord()
; SIM: "race_count": 0
declare void @g()
declare i32 @__gxx_personality_v0(...)

define void @f(i1 %c, ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  store i32 1, ptr %p
  invoke void @g() to label %latch unwind label %pad

latch:
  br i1 %c, label %loop, label %exit

pad:
  %lp = landingpad { ptr, i32 } cleanup
  br label %exit

exit:
  ret void
}
