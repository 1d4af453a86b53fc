; Classic SB with plain LLVM atomics at system scope (no syncscope, no
; amdgcn-av tags, no AMDGPU intrinsics), where the AMDGPU model coincides with the
; LLVM memory model (spec: "The instructions used in the default LLVM memory model
; automatically satisfy these necessary conditions").
; expect: Sometimes
; Why: the C11/RC11 result for SB+relacq: release stores, acquire loads: MP and LB are
; forbidden (synchronization gives happens-before), SB, 2+2W and IRIW allowed
; (release/acquire is not multi-copy-atomic nor ordered store-to-load).
; litmus: SB+relacq
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c1, agent a1
; exists: T0:%r0 = 0 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x release, align 4
  %r0 = load atomic i32, ptr @y acquire, align 4
  ret void
}

define void @T1() {
  store atomic i32 1, ptr @y release, align 4
  %r1 = load atomic i32, ptr @x acquire, align 4
  ret void
}
