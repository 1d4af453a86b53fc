; Classic IRIW with plain LLVM atomics at system scope (no syncscope, no
; amdgcn-av tags, no AMDGPU intrinsics), where the AMDGPU model coincides with the
; LLVM memory model (spec: "The instructions used in the default LLVM memory model
; automatically satisfy these necessary conditions").
; expect: Sometimes
; Why: the C11/RC11 result for IRIW+relacq: release stores, acquire loads: MP and LB are
; forbidden (synchronization gives happens-before), SB, 2+2W and IRIW allowed
; (release/acquire is not multi-copy-atomic nor ordered store-to-load).
; litmus: IRIW+relacq
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c1, agent a1
; thread T2: wavefront w2, workgroup g2, cluster c2, agent a2
; thread T3: wavefront w3, workgroup g3, cluster c3, agent a3
; exists: T2:%r0 = 1 /\ T2:%r1 = 0 /\ T3:%r2 = 1 /\ T3:%r3 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x release, align 4
  ret void
}

define void @T1() {
  store atomic i32 1, ptr @y release, align 4
  ret void
}

define void @T2() {
  %r0 = load atomic i32, ptr @x acquire, align 4
  %r1 = load atomic i32, ptr @y acquire, align 4
  ret void
}

define void @T3() {
  %r2 = load atomic i32, ptr @y acquire, align 4
  %r3 = load atomic i32, ptr @x acquire, align 4
  ret void
}
