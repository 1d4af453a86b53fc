// Spec (csa-memory-ordering.rst, Prefetches): the prefetch before the load in a
// parallel loop. `#pragma omp parallel for` is written as its expansion into the
// parallel region/section intrinsics (csa_builtins.h, renamed by regen.sh).
// RUN: csarules edges --no-runtime-checks %s | FileCheck %s
#include "csa_builtins.h"

void before_load(double *out, const double *A, int N) {
  int reg = csa_parallel_region_entry(0);
  for (int i = 0; i < N; ++i) {
    int sec = csa_parallel_section_entry(reg);
    if (!(i & 0x7))
      __builtin_prefetch(A + i + 1024);
    const double x = A[i];
    out[i] = x * 2.0;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
}

// Two SPMD workers, each a copy of the loop over its half of the range, one after
// the other in the CFG (on CSA they run at the same time).
void before_load_two_workers(double *out, const double *A, int N) {
  int reg = csa_parallel_region_entry(1);
  for (int i = 0; i < N / 2; ++i) {
    int sec = csa_parallel_section_entry(reg);
    if (!(i & 0x7))
      __builtin_prefetch(A + i + 1024);
    out[i] = A[i] * 2.0;
    csa_parallel_section_exit(sec);
  }
  for (int i = N / 2; i < N; ++i) {
    int sec = csa_parallel_section_entry(reg);
    if (!(i & 0x7))
      __builtin_prefetch(A + i + 1024);
    out[i] = A[i] * 2.0;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
}

// "Rule (5) ensures that there is still an ordering edge throttling the prefetch from
// the previous iteration's load, which would otherwise be removed because of the
// parallel for directive." The prefetch waits for the load A[i] carried by the loop
// (the section releases load/store pairs, not the prefetch's); nothing waits for it.
// "However, the prefetches are still not connected to loads from the other SPMD
// workers thanks to rule (4)." Each worker's prefetch waits for its own loop's load
// only (the first worker's load reaches the second worker's prefetch on a forward path).
// C19O2: CHECK-LABEL: @before_load (standard)
// C19O2: CHECK-NEXT:  edge 12 -> 40 %19 = load double
// C19O2: CHECK-NEXT:  edge 40 -> 35 [carried by %10] tail call void @llvm.prefetch.p0
// C19O2: CHECK-NEXT:  edge 40 -> 43 store double
// C19O2: CHECK-NEXT:  edge 43 -> 24 ret void
// C19O2: CHECK-NOT:   edge
// C19O2: CHECK-LABEL: @before_load_two_workers (standard)
// C19O2: CHECK-NEXT:  edge 62 -> 96 %24 = load double
// C19O2: CHECK-NEXT:  edge 62 -> 123 %39 = load double
// C19O2: CHECK-NEXT:  edge 96 -> 91 [carried by %15] tail call void @llvm.prefetch.p0
// C19O2: CHECK-NEXT:  edge 96 -> 99 store double
// C19O2: CHECK-NEXT:  edge 99 -> 107 ret void
// C19O2: CHECK-NEXT:  edge 123 -> 118 [carried by %30] tail call void @llvm.prefetch.p0
// C19O2: CHECK-NEXT:  edge 123 -> 126 store double
// C19O2: CHECK-NEXT:  edge 126 -> 107 ret void
// C19O2: CHECK-NOT:   edge
// C14O1: CHECK-LABEL: @before_load (standard)
// C14O1: CHECK-NEXT:  edge 12 -> 41 %20 = load double
// C14O1: CHECK-NEXT:  edge 41 -> 36 [carried by %10] call void @llvm.prefetch.p0i8
// C14O1: CHECK-NEXT:  edge 41 -> 44 store double
// C14O1: CHECK-NEXT:  edge 44 -> 24 ret void
// C14O1: CHECK-NOT:   edge
// C14O1: CHECK-LABEL: @before_load_two_workers (standard)
// C14O1: CHECK-NEXT:  edge 63 -> 98 %25 = load double
// C14O1: CHECK-NEXT:  edge 63 -> 126 %41 = load double
// C14O1: CHECK-NEXT:  edge 98 -> 93 [carried by %15] call void @llvm.prefetch.p0i8
// C14O1: CHECK-NEXT:  edge 98 -> 101 store double
// C14O1: CHECK-NEXT:  edge 101 -> 109 ret void
// C14O1: CHECK-NEXT:  edge 126 -> 121 [carried by %31] call void @llvm.prefetch.p0i8
// C14O1: CHECK-NEXT:  edge 126 -> 129 store double
// C14O1: CHECK-NEXT:  edge 129 -> 109 ret void
// C14O1: CHECK-NOT:   edge
