// A simple parallel loop (clang-19 -O2): B may alias A, so the standard mode orders the
// loads and stores of different iterations; the marker puts a region around the loop and
// a section around the body, and those carried pairs are released.
// RUN: csarules expand %s | %strip-checks | FileCheck %s --check-prefix=CHECKX
// RUN: csarules edges %s | FileCheck %s --check-prefix=CHECKE
// RUN: csarules edges --no-expand %s | FileCheck %s --check-prefix=CHECKN
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

void copy(int *A, const int *B, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) A[i] = B[i] + 1;
}

// CHECKX-NOT: builtin_csa_parallel_loop_
// CHECKX:      %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
// CHECKX-NEXT: br label
// CHECKX:      %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
// CHECKX-NEXT: load i32
// CHECKX:      store i32
// CHECKX-NEXT: call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
// CHECKX:      call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
// CHECKX-NOT: builtin_csa_parallel_loop_
// CHECKE:      @copy (standard): {{.*}} released
// CHECKE:      released {{.*}} [carried by %{{[0-9]+}}] (parallel_section)
// CHECKN-NOT: (parallel_section)
