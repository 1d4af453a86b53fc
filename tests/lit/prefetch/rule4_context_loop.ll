; Prefetch rule 4: "Prefetch ops are only ordered within the context of their deepest
; containing loop that also contains ops corresponding to their prefetch type [...] If
; there is no such loop, prefetches are ordered within the context of the function
; (which does not include the mementry and return)."
; RUN: csarules edges %s | FileCheck %s

declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

; The inner loop holds a load: the prefetch is ordered there only (after the inner
; load, across the inner backedge), not after the outer loop's load, nor across the
; outer backedge.
define void @inner_has_load(ptr %A, i64 %n) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = getelementptr inbounds double, ptr %A, i64 %i
  %r = load double, ptr %row, align 8
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds double, ptr %A, i64 %j
  %ahead = getelementptr inbounds double, ptr %p, i64 64
  call void @llvm.prefetch.p0(ptr %ahead, i32 0, i32 3, i32 1)
  %x = load double, ptr %p, align 8
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, %n
  br i1 %j.done, label %outer.latch, label %inner
outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, %n
  br i1 %i.done, label %exit, label %outer
exit:
  ret void
}

; The inner loop holds only the prefetch: the context is the outer loop, whose load
; (after the inner loop) throttles the next outer iteration's prefetches.
define void @prefetch_only_inner(ptr %A, i64 %n) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds double, ptr %A, i64 %j
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  %j.next = add nuw nsw i64 %j, 8
  %j.done = icmp uge i64 %j.next, %n
  br i1 %j.done, label %outer.latch, label %inner
outer.latch:
  %q = getelementptr inbounds double, ptr %A, i64 %i
  %x = load double, ptr %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, %n
  br i1 %i.done, label %exit, label %outer
exit:
  ret void
}

; No loop holds the prefetch and a load: the function is the context, so the prefetch
; loop waits for the load before it; not for the entry.
define void @no_loop(ptr %A, i64 %n) {
entry:
  %x = load double, ptr %A, align 8
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %p = getelementptr inbounds double, ptr %A, i64 %j
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  %j.next = add nuw nsw i64 %j, 8
  %j.done = icmp uge i64 %j.next, %n
  br i1 %j.done, label %exit, label %loop
exit:
  ret void
}

; "Note that this rule will produce entirely unordered prefetches in cases where the
; relevant loop contains ops of the corresponding type that do not alias the
; prefetches": the inner loop loads only B (noalias), so it is the context and the
; prefetch of A waits for nothing, not even the outer loop's load of A.
define void @unrelated_inner_load(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %row = getelementptr inbounds double, ptr %A, i64 %i
  %r = load double, ptr %row, align 8
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds double, ptr %A, i64 %j
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  %q = getelementptr inbounds double, ptr %B, i64 %j
  %x = load double, ptr %q, align 8
  %j.next = add nuw nsw i64 %j, 1
  %j.done = icmp eq i64 %j.next, %n
  br i1 %j.done, label %outer.latch, label %inner
outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %i.done = icmp eq i64 %i.next, %n
  br i1 %i.done, label %exit, label %outer
exit:
  ret void
}

; CHECK-LABEL: @inner_has_load (standard)
; CHECK-NEXT:  edge 12 -> 18 %r = load
; CHECK-NEXT:  edge 12 -> 25 %x = load
; CHECK-NEXT:  edge 18 -> 34 ret void
; CHECK-NEXT:  edge 25 -> 24 [carried by %inner] call void @llvm.prefetch.p0
; CHECK-NEXT:  edge 25 -> 34 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @prefetch_only_inner (standard)
; CHECK-NEXT:  edge 39 -> 54 %x = load
; CHECK-NEXT:  edge 54 -> 48 [carried by %outer] call void @llvm.prefetch.p0
; CHECK-NEXT:  edge 54 -> 59 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @no_loop (standard)
; CHECK-NEXT:  edge 64 -> 66 %x = load
; CHECK-NEXT:  edge 66 -> 71 call void @llvm.prefetch.p0
; CHECK-NEXT:  edge 66 -> 76 ret void
; CHECK-NOT:   edge
; CHECK-LABEL: @unrelated_inner_load (standard)
; CHECK-NEXT:  edge 83 -> 89 %r = load
; CHECK-NEXT:  edge 83 -> 96 %x = load
; CHECK-NEXT:  edge 89 -> 105 ret void
; CHECK-NEXT:  edge 96 -> 105 ret void
; CHECK-NOT:   edge
