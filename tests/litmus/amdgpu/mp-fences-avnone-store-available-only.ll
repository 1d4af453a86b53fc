; MP with agent-scope amdgcn-av:none fences: a store-available at agent scope but a plain
; load of the data. Availability alone is not enough; the reader needs a load-visible.
; expect: Sometimes
; Why: the store-available is available at agent scope ("Availability Operation" (a)) and
; happens-before the plain load, but the plain load is not a load-visible, the acquire
; fence is av:none (no MakeVisible) and the monotonic load of @y is a load-visible of
; another address: no "Visibility Operation" on the store precedes the load, so the store
; is not location-ordered before it and the load returns undef (case 3).
; litmus: MP+fences-avnone+store-available-only
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
  %r1 = load <4 x i32>, ptr @x
  ret void
}

declare void @llvm.amdgcn.av.global.store.b128(ptr, <4 x i32>, metadata)

!0 = !{!"amdgcn-av", !"none"}
