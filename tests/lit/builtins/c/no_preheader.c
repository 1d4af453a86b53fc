// A loop clang -O2 leaves without a preheader (the entry block branches to the header or
// past the loop): the expansion makes one on the entering edge, as LoopSimplify would, so
// the region is entered only on paths into the loop.
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// RUN: csarules sim %s --entry walk --arg i32[8]:iota --arg i32[8]:zero --arg 8 | FileCheck %s --check-prefix=CHECKS
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

void walk(int *A, int *B, int n) {
  __builtin_csa_parallel_loop();
  while (n-- > 0) *B++ = *A++;
}

// CHECK:      br i1 %{{[0-9]+}}, label %bb{{[0-9]+}}.clie_ph, label
// CHECK:      bb{{[0-9]+}}.clie_ph:
// CHECK-NEXT: %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
// CHECK-NEXT: br label %[[H:[0-9]+]]
// CHECK:      [[H]]:
// CHECK-NEXT: phi {{.*}}, %bb{{[0-9]+}}.clie_ph ]
// CHECKS: races: 0
