; The two paths of a call: for n == 1 a straight-line copy of A[0..1] (what the
; vectoriser makes of TSVC s171's a[i*n] += b[i] at -O2), otherwise a loop over A[i*n].
; No run takes both paths and no loop holds both sides, so the straight-line accesses
; and the loop's never need an order between them. LLVM's DependenceAnalysis says `[|<]`
; for such pairs (a dependence within one run of the code they share: none); csarules
; leaves them unordered. Each path keeps its own order (the loop's load -> store).
; RUN: csarules edges %s | FileCheck %s

define void @f(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  %one = icmp eq i64 %n, 1
  br i1 %one, label %straight, label %loop

straight:
  %a0 = load float, ptr %A, align 4
  %b0 = load float, ptr %B, align 4
  %s0 = fadd float %a0, %b0
  store float %s0, ptr %A, align 4
  br label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %in = mul nsw i64 %i, %n
  %pa = getelementptr inbounds float, ptr %A, i64 %in
  %a = load float, ptr %pa, align 4
  %pb = getelementptr inbounds float, ptr %B, i64 %i
  %b = load float, ptr %pb, align 4
  %s = fadd float %a, %b
  store float %s, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 40
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK-NOT:   edge {{1[5-8]}} -> {{2[5-9]}}
; CHECK-NOT:   edge {{2[5-9]}} -> {{1[5-8]}}
; CHECK:       edge 25 -> 29 store float %s, ptr %pa
; CHECK-NOT:   edge {{1[5-8]}} -> {{2[5-9]}}
; CHECK-NOT:   edge {{2[5-9]}} -> {{1[5-8]}}
