// No section fits: the load that decides the early exit and the store after it have no
// common post-dominator inside the loop once the backedge goes to the dummy exit. The
// warning names the marker's line, and the loop stays sequential (no region, marker gone).
// RUN: csarules expand %s 2>&1 | %strip-checks | FileCheck %s
// RUN: csarules expand %s --explain 'could_not_parallelize(23, 14)' | FileCheck %s --check-prefix=CHECKW
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

int until_negative(int *A, const int *B, int n) {
  int i;
  __builtin_csa_parallel_loop();
  for (i = 0; i < n; ++i) {
    if (B[i] < 0) break;
    A[i] = B[i];
  }
  return i;
}

// CHECK: placement_failure.ll:[[#]]: warning: !! WARNING: COULD NOT PARALLELIZE LOOP !!
// CHECK-NOT: llvm.csa.parallel
// CHECK-NOT: builtin_csa
// The derivation: the loop (header line 23) owns the marker (line 14), and no block of the
// loop post-dominates both the load's block and the store's
// CHECKW: could_not_parallelize(23, 14)  [could_not_parallelize rule
// CHECKW: marker_of(23, 14)
// CHECKW: !has_end(23) holds
