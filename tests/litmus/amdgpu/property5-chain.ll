; Property 5, "Availability and visibility chains": a store-available at workgroup scope
; in T0 (workgroup g0) reaches a plain load in T2 (workgroup g1) through T1 (g0), although
; the store and the load do not have inclusive scopes.
; T0 -> T1: workgroup release/acquire marked amdgcn-av:none (synchronization only).
; T1 -> T2: agent release/acquire.
; expect: Never
; Why: the store-available is an availability operation on itself in g0 ("Availability
; Operation" (a)). T1's agent release is a MakeAvailable whose agent instance includes the
; store, and the store-available happens-before it with g0 including it: it is an
; availability operation on the store ((c)), now at agent scope. It happens-before T2's
; agent acquire with inclusive scopes, which makes the store visible ("Visibility
; Operation"); T2's load follows it in program order, so the store is location-ordered
; before the load, which returns it (case 4).
; litmus: property5-chain
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
  store atomic i32 1, ptr @z syncscope("agent") release, align 4
  ret void
}

define void @T2() {
  %r1 = load atomic i32, ptr @z syncscope("agent") acquire, align 4
  %r2 = load <4 x i32>, ptr @x
  ret void
}

declare void @llvm.amdgcn.av.global.store.b128(ptr, <4 x i32>, metadata)

!0 = !{!"amdgcn-av", !"none"}
