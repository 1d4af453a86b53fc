// Full unrolling after the expansion (the CSA compiler's order) leaves spmdization
// entry/exit pairs and their sections with no loop, interleaved in one block. The cleaner
// finds each pair by def-use and removes the intrinsics with all their users; the sections
// stay and keep the unrolled stores parallel.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules edges %s | FileCheck %s --check-prefix=CHECKE
// EARLY: yes
#include <csa_builtins.h>

void three(int *A, int *B) {
  __builtin_csa_spmd(2, 0);
  for (int i = 0; i < 3; ++i) A[i] = 2;
  __builtin_csa_spmd(2, 1);
  for (int i = 0; i < 3; ++i) B[i] = A[i] + 1;
}

// CHECK:     define
// CHECK-NOT: llvm.csa.spmdization
// CHECK-NOT: llvm.csa.parallel
// CHECK:     }
// CHECK-NOT: llvm.csa.spmdization
// The unrolled stores of one loop are in different sections:
// CHECKE: @three (standard)
// CHECKE: released {{.*}} (parallel_section)
