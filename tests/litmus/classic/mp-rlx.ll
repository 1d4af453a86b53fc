; Classic MP with plain LLVM atomics at system scope (no syncscope, no
; amdgcn-av tags, no AMDGPU intrinsics), where the AMDGPU model coincides with the
; LLVM memory model (spec: "The instructions used in the default LLVM memory model
; automatically satisfy these necessary conditions").
; expect: Sometimes
; Why: the C11/RC11 result for MP+rlx: monotonic (C11 relaxed) everywhere: no
; synchronization, every weak outcome of this shape is allowed.
; litmus: MP+rlx
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c1, agent a1
; exists: T1:%r0 = 1 /\ T1:%r1 = 0
@x = global i32 0
@y = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x monotonic, align 4
  store atomic i32 1, ptr @y monotonic, align 4
  ret void
}

define void @T1() {
  %r0 = load atomic i32, ptr @y monotonic, align 4
  %r1 = load atomic i32, ptr @x monotonic, align 4
  ret void
}
