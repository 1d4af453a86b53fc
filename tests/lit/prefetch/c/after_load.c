// Spec (csa-memory-ordering.rst, Prefetches): the load ahead of the prefetch in a
// parallel loop (`#pragma omp parallel for` written as its region/section expansion).
// RUN: csarules edges --no-runtime-checks %s | FileCheck %s
#include "csa_builtins.h"

void after_load(double *out, const double *A, int N) {
  int reg = csa_parallel_region_entry(0);
  for (int i = 0; i < N; ++i) {
    int sec = csa_parallel_section_entry(reg);
    const double x = A[i];
    if (!(i & 0x7))
      __builtin_prefetch(A + i + 1024);
    out[i] = x + 1.0;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
}

// "This is possibly more unusual, but rule (3) ensures that the prefetch is throttled
// by the load in the same loop iteration as people would expect rather than the
// previous iteration." The prefetch waits for this iteration's load (context 0; the
// carried pair is implied by it), though A[i] and A[i + 1024] do not overlap.
// C19O2: CHECK-LABEL: @after_load (standard)
// C19O2: CHECK-NEXT:  edge 11 -> 28 %13 = load double
// C19O2: CHECK-NEXT:  edge 28 -> 35 tail call void @llvm.prefetch.p0
// C19O2: CHECK-NEXT:  edge 28 -> 41 store double
// C19O2: CHECK-NEXT:  edge 41 -> 22 ret void
// C19O2: CHECK-NOT:   edge
// C14O1: CHECK-LABEL: @after_load (standard)
// C14O1: CHECK-NEXT:  edge 11 -> 28 %13 = load double
// C14O1: CHECK-NEXT:  edge 28 -> 36 call void @llvm.prefetch.p0i8
// C14O1: CHECK-NEXT:  edge 28 -> 42 store double
// C14O1: CHECK-NEXT:  edge 42 -> 22 ret void
// C14O1: CHECK-NOT:   edge
