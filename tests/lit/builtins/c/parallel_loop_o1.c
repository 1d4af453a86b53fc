// The same simple parallel loop through stock clang-14 -O1 (typed pointers, a rotated loop
// guarded in the entry block): the marker is found from the preheader back through the guard.
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// CC: clang-14 -O1
#include <csa_builtins.h>

void scale(float *A, const float *B, float k, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) A[i] = k * B[i];
}

// CHECK-NOT: builtin_csa
// CHECK:      %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
// CHECK:      %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
// CHECK-NEXT: load float
// CHECK:      store float
// CHECK-NEXT: call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
// CHECK:      call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
// CHECK-NOT: builtin_csa
