; MP with agent-scope amdgcn-av:none fences; store-available and load-visible only at
; workgroup scope, threads in different workgroups: the scope is not sufficient.
; expect: Sometimes
; Why: the fences synchronize, but the store-available's instance (workgroup g0) does not
; contain the load-visible and vice versa, so they do not "specify inclusive scopes"; no
; other operation makes the store available or visible ("Availability Operation",
; "Visibility Operation"). The store is not location-ordered before the load, which may see
; it and the initial write and returns undef (read-value rule, case 3).
; litmus: MP+fences-avnone+av.wg.diff-wg
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ ~T1:%r1 = <1, 1, 1, 1>
@x = global <4 x i32> zeroinitializer
@y = global i32 0

define void @T0() {
  call void @llvm.amdgcn.av.global.store.b128(ptr @x, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, metadata !"workgroup")
  fence syncscope("agent") release, !mmra !0
  store atomic i32 1, ptr @y syncscope("agent") monotonic, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("agent") monotonic, align 4
  fence syncscope("agent") acquire, !mmra !0
  %r1 = call <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr @x, metadata !"workgroup")
  ret void
}

declare void @llvm.amdgcn.av.global.store.b128(ptr, <4 x i32>, metadata)
declare <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr, metadata)

!0 = !{!"amdgcn-av", !"none"}
