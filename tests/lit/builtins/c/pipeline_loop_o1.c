// pipeline_loop on an inner loop through stock clang-14 -O1: the pipeline.loop intrinsics
// bracket the inner loop; ordering removes them (the cleaner).
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=CHECKO
// CC: clang-14 -O1
#include <csa_builtins.h>

void rowsum(double *out, const double *in, int n, int m) {
  for (int i = 0; i < n; ++i) {
    double sum = 0;
    __builtin_csa_pipeline_loop(2);
    for (int j = 0; j < m; ++j) sum += in[i * m + j];
    out[i] = sum;
  }
}

// CHECK:     %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 2)
// CHECK:     call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
// CHECK-NOT: builtin_csa
// CHECKO-NOT: @llvm.csa.pipeline
