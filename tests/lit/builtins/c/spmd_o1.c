// spmd(workers, chunk) through stock clang-14 -O1 (typed pointers): spmdization entry/exit
// around a parallel region, all of them gone from the ordered output.
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=CHECKO
// CC: clang-14 -O1
#include <csa_builtins.h>

void scale(double *A, double k, int n) {
  __builtin_csa_spmd(16, 4);
  for (int i = 0; i < n; ++i) A[i] *= k;
}

// CHECK:      %spmdization_entry = call i32 @llvm.csa.spmdization.entry(i32 16, i32 4)
// CHECK-NEXT: %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
// CHECK:      %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
// CHECK:      call void @llvm.csa.parallel.region.exit(i32 %clie_pre)
// CHECK-NEXT: call void @llvm.csa.spmdization.exit(i32 %spmdization_entry)
// CHECKO-NOT: @llvm.csa.spmdization
// CHECKO-NOT: @llvm.csa.parallel
