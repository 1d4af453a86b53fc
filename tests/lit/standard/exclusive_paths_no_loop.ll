; Two accesses to the same element on the two sides of a branch, with no loop around
; them, never both run: csarules leaves them unordered. LLVM's DependenceAnalysis ignores
; the branch and says "consistent output" / "flow". Livermore kernel 4 at clang-19 -O2
; has this shape: its three-trip k loop is unrolled, and the `n > 4` test of each copy
; sends the run either through the j loops or around them, each side storing x[k-1].
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules why %s 17 21 | FileCheck --check-prefix=WHY %s

define void @f(ptr noalias %x, ptr noalias %y, i64 %n) {
entry:
  %t = load double, ptr %y
  %big = icmp sgt i64 %n, 4
  br i1 %big, label %long, label %short

short:
  %s = fmul double %t, 2.0
  store double %s, ptr %x
  br label %done

long:
  %v = load double, ptr %x
  %w = fadd double %v, %t
  store double %w, ptr %x
  br label %done

done:
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK-NOT:   edge 17 -> 21
; CHECK-NOT:   edge 17 -> 23
; CHECK-NOT:   edge 21 -> 17
; CHECK-NOT:   edge 23 -> 17
; WHY: Line 21 (load of %x) does not wait for line 17 (store to %x): no path leads from line 17 to line 21 within an iteration, and no loop holds both.
