; MP with workgroup-scope amdgcn-av:none fences and workgroup-scope store-available /
; load-visible, both threads in one workgroup: the scope is sufficient.
; expect: Never
; Why: the fences synchronize (their workgroup instances contain each other), the
; store-available is an availability operation on itself ("Availability Operation" (a)),
; it happens-before the load-visible with inclusive scopes (both in g0), which makes it
; visible ("Visibility Operation") and location-ordered before the load (Z is R); the
; initial write is hidden and the load returns the stored vector (case 4).
; litmus: MP+fences-avnone+av.wg.same-wg
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g0, cluster c0, agent a0
; exists: T1:%r0 = 1 /\ ~T1:%r1 = <1, 1, 1, 1>
@x = global <4 x i32> zeroinitializer
@y = global i32 0

define void @T0() {
  call void @llvm.amdgcn.av.global.store.b128(ptr @x, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, metadata !"workgroup")
  fence syncscope("workgroup") release, !mmra !0
  store atomic i32 1, ptr @y syncscope("workgroup") monotonic, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y syncscope("workgroup") monotonic, align 4
  fence syncscope("workgroup") acquire, !mmra !0
  %r1 = call <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr @x, metadata !"workgroup")
  ret void
}

declare void @llvm.amdgcn.av.global.store.b128(ptr, <4 x i32>, metadata)
declare <4 x i32> @llvm.amdgcn.av.global.load.b128(ptr, metadata)

!0 = !{!"amdgcn-av", !"none"}
