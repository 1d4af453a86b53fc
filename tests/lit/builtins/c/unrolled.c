// The spec's unrolling pattern: with the builtins expanded before the optimiser (as the CSA
// compiler does), unrolling by 2 copies the section with the body, so the two copies of an
// iteration are in different sections and may run in parallel too.
// RUN: csarules edges %s | FileCheck %s
// EARLY: yes
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

void copy2(int *A, const int *B, int n) {
  __builtin_csa_parallel_loop();
#pragma clang loop unroll_count(2)
  for (int i = 0; i < n; ++i) A[i] = B[i];
}

// CHECK: @copy2 (standard)
// The two copies in one iteration (no `carried by`) and across iterations:
// CHECK: released {{ +}}32 -> 41 {{ +}}(parallel_section)
// CHECK: released {{.*}} [carried by %{{.*}}] (parallel_section)
