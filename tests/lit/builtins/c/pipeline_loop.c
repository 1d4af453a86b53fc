// The spec's pipeline_loop example: a parallel outer loop whose inner reduction loop is
// marked pipeline_loop(0). The outer section covers the inner loop's preheader and exit; the
// pipeline.loop intrinsics go in the inner preheader and exit block; ordering removes them.
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// RUN: csarules order %s | %strip-checks | FileCheck %s --check-prefix=CHECKO
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

void rowsum(double *out, const double *in, int n, int block) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) {
    double sum = 0;
    __builtin_csa_pipeline_loop(0);
    for (int j = 0; j < block; ++j) sum += in[i * block + j];
    out[i] = sum;
  }
}

// CHECK:     %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
// CHECK:     %clie_pse = call i32 @llvm.csa.parallel.section.entry(i32 %clie_pre)
// CHECK:     %ilpl_entry = call i32 @llvm.csa.pipeline.loop.entry(i32 0)
// CHECK-NEXT: br label %[[INNER:[0-9]+]]
// CHECK:     store double
// CHECK-NEXT: call void @llvm.csa.parallel.section.exit(i32 %clie_pse)
// the inner loop's exit edge goes through a new block holding the pipeline exit
// CHECK:     [[INNER]]:
// CHECK:     br i1 %{{[0-9]+}}, label %bb{{[0-9]+}}.clie_exit, label %[[INNER]]
// CHECK:     bb{{[0-9]+}}.clie_exit:
// CHECK-NEXT: call void @llvm.csa.pipeline.loop.exit(i32 %ilpl_entry)
// CHECKO-NOT: llvm.csa.pipeline.loop
