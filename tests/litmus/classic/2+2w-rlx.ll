; Classic 2+2W with plain LLVM atomics at system scope (no syncscope, no
; amdgcn-av tags, no AMDGPU intrinsics), where the AMDGPU model coincides with the
; LLVM memory model (spec: "The instructions used in the default LLVM memory model
; automatically satisfy these necessary conditions").
; expect: Sometimes
; Why: the C11/RC11 result for 2+2W+rlx: monotonic (C11 relaxed) everywhere: no
; synchronization, every weak outcome of this shape is allowed.
; litmus: 2+2W+rlx
; thread T0: wavefront w0, workgroup g0, cluster c0, agent a0
; thread T1: wavefront w1, workgroup g1, cluster c1, agent a1
; exists: @x = 1 /\ @y = 1
@x = global i32 0
@y = global i32 0

define void @T0() {
  store atomic i32 1, ptr @x monotonic, align 4
  store atomic i32 2, ptr @y monotonic, align 4
  ret void
}

define void @T1() {
  store atomic i32 1, ptr @y monotonic, align 4
  store atomic i32 2, ptr @x monotonic, align 4
  ret void
}
