// The spec's nested-loop pattern (Background, item 1): a marker in the outer loop's body in
// front of the inner loop, and one in front of a second loop. Each marker belongs to the loop
// whose preheader search finds it, never to the outer loop, so only the inner loop and the
// second loop get regions.
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

void two(int *A, int *B, int n, int m) {
  for (int i = 0; i < n; ++i) {
    __builtin_csa_parallel_loop();
    for (int j = 0; j < m; ++j) A[i * m + j] = B[j];
  }
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) B[i] = A[i] * 2;
}

// Two regions: the inner loop's and the second loop's (the outer loop has none)
// CHECK-DAG: call i32 @llvm.csa.parallel.region.entry(i32 1000)
// CHECK-DAG: call i32 @llvm.csa.parallel.region.entry(i32 1001)
// CHECK-DAG: call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
// CHECK-DAG: call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre1)
// CHECK-NOT: region.entry
// CHECK:     declare
