; Initial-write rule: a read of a location nobody else writes returns the initial value.
; expect: Always
; Why: "Each initialized global is assumed to have an initial system scoped atomic write
; operation that is location-ordered before any other read or write to that same
; location": the load may see only that write (case 2: the load and the initial write are
; atomics whose scopes include each other), so it returns 5.
; litmus: init-read
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; exists: T0:%r0 = 5
@x = global i32 5

define void @T0() {
  %r0 = load atomic i32, ptr @x syncscope("workgroup") monotonic, align 4
  ret void
}
