; MP with agent-scope fences marked amdgcn-av:none; the data is written by a
; store-available and read by a load-visible, both at agent scope.
; expect: Never
; Why: the av:none fences synchronize, so the store-available happens-before the
; load-visible. "Availability Operation" (a): the store-available is an availability
; operation on itself; "Visibility Operation" first case: it happens-before the
; load-visible of the same address and both specify agent scope with instances that contain
; each other, so the load-visible makes it visible, and "Location Order" puts the store
; before the load (Z is R itself). The initial write is hidden: the load returns the
; stored vector (case 4).
; litmus: MP+fences-avnone+av.agent
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ ~T1:%r1 = <1, 1, 1, 1>
@x = global <4 x i32> zeroinitializer
@y = global i32 0

define void @T0() {
  call void @llvm.amdgcn.av.global.store.b128(ptr @x, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, metadata !"agent")
  fence syncscope("agent") release, !mmra !0
  store atomic i32 1, ptr @y syncscope("agent") monotonic, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") monotonic, align 4
  fence syncscope("agent") acquire, !mmra !0
  %r1 = call <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr @x, metadata !"agent")
  ret void
}

declare void @llvm.amdgcn.av.global.store.b128(ptr, <4 x i32>, metadata)
declare <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr, metadata)

!0 = !{!"amdgcn-av", !"none"}
