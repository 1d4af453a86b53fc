// A parallel_loop marker on a loop with no memory access: the warning, and no region.
// RUN: csarules expand %s 2>&1 | %strip-checks | FileCheck %s
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

int squares(int n) {
  int s = 0;
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) s = (s ^ (s >> 3)) * 31 + i;
  return s;
}

// CHECK: no_memory.ll:{{[0-9]+}}: warning: !! WARNING: NO MEMORY OPERATIONS IN LOOP !!
// CHECK-NOT: llvm.csa.parallel
// CHECK-NOT: clie_ph
// CHECK-NOT: builtin_csa
