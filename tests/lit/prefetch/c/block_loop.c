// Spec (csa-memory-ordering.rst, Prefetches): a loop of write prefetches over a block
// of memory, ahead of the inner loop that stores to it, in a parallel loop
// (`#pragma omp parallel for` written as its region/section expansion).
// RUN: csarules edges --no-runtime-checks %s | FileCheck %s
#include "csa_builtins.h"

void block_loop(double *B, double x, int N, int M) {
  int reg = csa_parallel_region_entry(0);
  for (int i = 0; i < N; i += M) {
    int sec = csa_parallel_section_entry(reg);
    for (int j = i; j < i + M; j += 8)
      __builtin_prefetch(B + j, 1);
    for (int k = i; k < i + M; ++k)
      B[k] = x * k;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
}

// "The important feature that enables this is the definition of the relevant loop in
// rule (4) as the deepest loop containing both the prefetch and a relevant memory op,
// not just the deepest loop containing the prefetch." The j loop holds only the
// prefetch, so its context is the outer i loop: it waits for the stores B[k] of the
// previous i iteration (carried by the i loop). clang-19 vectorises the k loop, so
// there the vector stores and the remainder store all throttle it.
// C19O2: CHECK-LABEL: @block_loop (standard)
// C19O2: CHECK-NEXT:  edge 12 -> 72 store <2 x double>
// C19O2: CHECK-NEXT:  edge 12 -> 73 store <2 x double>
// C19O2: CHECK-NEXT:  edge 72 -> 27 ret void
// C19O2: CHECK-NEXT:  edge 72 -> 86 [carried by %14] tail call void @llvm.prefetch.p0(ptr %54, i32 1
// C19O2: CHECK-NEXT:  edge 72 -> 103 store double
// C19O2: CHECK-NEXT:  edge 73 -> 27 ret void
// C19O2: CHECK-NEXT:  edge 73 -> 86 [carried by %14] tail call void @llvm.prefetch.p0(ptr %54, i32 1
// C19O2: CHECK-NEXT:  edge 73 -> 103 store double
// C19O2: CHECK-NEXT:  edge 103 -> 27 ret void
// C19O2: CHECK-NEXT:  edge 103 -> 86 [carried by %14] tail call void @llvm.prefetch.p0(ptr %54, i32 1
// C19O2: CHECK-NOT:   edge
// C14O1: CHECK-LABEL: @block_loop (standard)
// C14O1: CHECK-NEXT:  edge 12 -> 57 store double
// C14O1: CHECK-NEXT:  edge 57 -> 26 ret void
// C14O1: CHECK-NEXT:  edge 57 -> 41 [carried by %13] call void @llvm.prefetch.p0i8(i8* %21, i32 1
// C14O1: CHECK-NOT:   edge
