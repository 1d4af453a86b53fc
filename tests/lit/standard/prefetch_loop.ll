; Prefetches (spec rules 1-4): a read prefetch in a loop waits for the load of its
; loop (an alias query with unknown size: A[i+64] and A[i] share an object); nothing
; waits for the prefetch, not even ret; the store is not a load, so the read
; prefetch ignores it.
; RUN: csarules edges --mode standard %s | filecheck %s

declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define void @scan(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %A, i64 %i
  %v = load i32, ptr %p, align 4
  %ahead = getelementptr inbounds i32, ptr %p, i64 64
  call void @llvm.prefetch.p0(ptr %ahead, i32 0, i32 3, i32 1)
  %q = getelementptr inbounds i32, ptr %B, i64 %i
  store i32 %v, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: @scan (standard):
; CHECK:         edge 16 -> 18 call void @llvm.prefetch.p0(ptr %ahead, i32 0, i32 3, i32 1)
; CHECK-NOT:     edge 18 ->
; CHECK-NOT:     -> 18
; CHECK:         edge 20 -> 26 ret void
