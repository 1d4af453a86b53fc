; Hand-written: C cannot write !mmra, so regen.sh leaves this file alone (it skips any
; .ll whose first line starts "; Hand-written"). fence_mmra.c is the same kernel in C
; without the tags (tests/sim/test_sim_kernels.py runs it at -O0 against this file).
;
; A loop that publishes out[i] with a release fence and a flag store every iteration,
; the SPIR-V NonPrivatePointer recipe of mmra.rst: the fence and the published accesses
; carry vulkan:nonprivate, the scratch work (three dependent loads, a store) carries
; vulkan:private. With the tags the scratch accesses are incompatible with the fence and
; need not wait for it or be waited for; stripped of its tags the fence orders all of
; them (benchmarks/mmra_fence.py runs both).

define void @fence_mmra(ptr noalias %out, ptr noalias %in, ptr noalias %scratch,
                        ptr noalias %src, ptr noalias %table, ptr noalias %flag, i32 %n) {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %loop.pre, label %exit

loop.pre:
  %count = zext nneg i32 %n to i64
  br label %loop

loop:
  %i = phi i64 [ 0, %loop.pre ], [ %i.next, %loop ]
  ; scratch[i] = table[table[src[i] & 31] & 31] * 3       (private)
  %src.p = getelementptr inbounds i32, ptr %src, i64 %i
  %s = load i32, ptr %src.p, align 4, !mmra !1
  %s.m = and i32 %s, 31
  %s.x = zext nneg i32 %s.m to i64
  %t1.p = getelementptr inbounds i32, ptr %table, i64 %s.x
  %t1 = load i32, ptr %t1.p, align 4, !mmra !1
  %t1.m = and i32 %t1, 31
  %t1.x = zext nneg i32 %t1.m to i64
  %t2.p = getelementptr inbounds i32, ptr %table, i64 %t1.x
  %t2 = load i32, ptr %t2.p, align 4, !mmra !1
  %t3 = mul nsw i32 %t2, 3
  %scratch.p = getelementptr inbounds i32, ptr %scratch, i64 %i
  store i32 %t3, ptr %scratch.p, align 4, !mmra !1
  ; out[i] = in[i] + 1, then release it and raise the flag   (nonprivate)
  %in.p = getelementptr inbounds i32, ptr %in, i64 %i
  %x = load i32, ptr %in.p, align 4, !mmra !0
  %x1 = add nsw i32 %x, 1
  %out.p = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %x1, ptr %out.p, align 4, !mmra !0
  fence release, !mmra !0
  %i.32 = trunc nuw nsw i64 %i to i32
  store atomic i32 %i.32, ptr %flag monotonic, align 4, !mmra !0
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %count
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

!0 = !{!"vulkan", !"nonprivate"}
!1 = !{!"vulkan", !"private"}
