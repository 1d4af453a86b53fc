; Property 5, the other side: as property5-chain.ll but T1 releases with amdgcn-av:none
; too, so no intermediate operation carries the store beyond workgroup g0.
; expect: Sometimes
; Why: the only availability operation on the store is the store itself, in g0; T2's agent
; acquire is not in g0, so the two do not specify inclusive scopes, and no visibility
; operation precedes it ("Visibility Operation"). The store is not location-ordered before
; T2's load, which returns undef (case 3).
; litmus: property5-no-bridge
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g0, cluster c0, agent a0
; thread T2: wavefront w2, workgroup g1, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ T2:%r1 = 1 /\ ~T2:%r2 = <1, 1, 1, 1>
@x = global <4 x i32> zeroinitializer
@y = global i32 0
@z = global i32 0

define void @T0() {
  call void @llvm.amdgcn.av.global.store.b128(ptr @x, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, metadata !"workgroup")
  store atomic i32 1, ptr @y syncscope("workgroup") release, align 4, !mmra !0
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("workgroup") acquire, align 4, !mmra !0
  store atomic i32 1, ptr @z syncscope("agent") release, align 4, !mmra !0
  ret void
}

define void @T2() {
  %r1 = load atomic i32, ptr @z syncscope("agent") acquire, align 4
  %r2 = load <4 x i32>, ptr @x
  ret void
}

declare void @llvm.amdgcn.av.global.store.b128(ptr, <4 x i32>, metadata)

!0 = !{!"amdgcn-av", !"none"}
