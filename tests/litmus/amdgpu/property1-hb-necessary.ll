; Property 1, "Happens-before is necessary for location-order": a store-available and a
; load-visible, both at agent scope in one workgroup, with no synchronization.
; expect: Never
; Why: the store-available is an availability operation on itself, but the load-visible
; makes it visible only if it happens-before the load ("Visibility Operation"), and nothing
; does: the store is not location-ordered before the load, which may see it and the
; initial write (the two are not atomics) and returns undef (case 3). Whatever is written,
; the load never returns a defined value.
; litmus: property1-hb-necessary
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g0, cluster c0, agent a0
; exists: ~T1:%r0 = undef
@x = global <4 x i32> zeroinitializer

define void @T0() {
  call void @llvm.amdgcn.av.global.store.b128(ptr @x, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, metadata !"agent")
  ret void
}

define void @T1() {
  %r0 = call <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr @x, metadata !"agent")
  ret void
}

declare void @llvm.amdgcn.av.global.store.b128(ptr, <4 x i32>, metadata)
declare <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr, metadata)
