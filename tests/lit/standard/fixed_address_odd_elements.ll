; A[20] (an address fixed for the whole call: addr_fixed) against the odd elements
; A[2t+1] a loop stores (addr_residue: 4 modulo 8): bytes 80-83 are 0-3 modulo 8, the
; stores' bytes 4-7, so they never meet, in one iteration or across iterations. The even
; stores A[2t] do meet A[20] (at t = 10) and stay ordered with the load. This is TSVC
; s1113 (a[i] = a[LEN/2] + b[i]) unrolled by two at -O2; LLVM's DependenceAnalysis also
; says `none` for the odd store and the load.
; RUN: rm -rf %t && csarules facts %s -o %t
; RUN: FileCheck --check-prefix=FACT %s < %t/addr_fixed.facts
; RUN: csarules edges %s | FileCheck %s

define void @half(ptr noalias %A, ptr noalias %B) {
entry:
  %mid = getelementptr inbounds float, ptr %A, i64 20
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = load float, ptr %mid, align 4
  %pb = getelementptr inbounds float, ptr %B, i64 %i
  %b = load float, ptr %pb, align 4
  %s = fadd float %m, %b
  %pe = getelementptr inbounds float, ptr %A, i64 %i
  store float %s, ptr %pe, align 4
  %i1 = or disjoint i64 %i, 1
  %po = getelementptr inbounds float, ptr %A, i64 %i1
  store float %s, ptr %po, align 4
  %i.next = add nuw nsw i64 %i, 2
  %done = icmp eq i64 %i.next, 40
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; FACT: 18 %A 80
; CHECK-LABEL: @half (standard)
; CHECK-NOT:   edge 18 -> 26
; CHECK-NOT:   edge 26 -> 18
; CHECK:       edge 18 -> 23 store float %s, ptr %pe
; CHECK-NOT:   edge 18 -> 26
; CHECK-NOT:   edge 26 -> 18
; CHECK:       edge 23 -> 18 [carried by %loop] %m = load float
; CHECK-NOT:   edge 18 -> 26
; CHECK-NOT:   edge 26 -> 18
