// spmdization(workers, "kind") is spmd with the kind named: cyclic is chunk 1, hybrid is
// chunk 8 (the spec's assumed size), blocking is chunk 0. The intrinsics go in the
// preheader and the exit block, around the loop's parallel region.
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=CHECKO
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

void cyc(int *A, int n) {
  __builtin_csa_spmdization(4, "cyclic");
  for (int i = 0; i < n; ++i) A[i] = 2 * A[i];
}

void hyb(int *A, int n) {
  __builtin_csa_spmdization(8, "hybrid");
  for (int i = 0; i < n; ++i) A[i] = A[i] + 1;
}

// CHECK-LABEL: @cyc(
// CHECK:       %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 4, i32 1)
// CHECK-NEXT:  %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
// CHECK:       call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
// CHECK-NEXT:  call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
// CHECK-LABEL: @hyb(
// CHECK:       call i32 @llvm.csa.spmdization.entry(i32 8, i32 8)
// CHECK:       call i32 @llvm.csa.parallel.region.entry(i32 1001)
// CHECKO-NOT: llvm.csa.spmdization
