// Iteration-local storage in a parallel loop: the array lives in memory inside the loop
// (lifetime.start), so every iteration would share one allocation. The cleaner's warning
// names the lifetime.start; --no-loop-storage-check silences it.
// RUN: csarules expand %s 2>&1 >/dev/null | FileCheck %s
// RUN: csarules expand --no-loop-storage-check %s 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=CHECKQ
// FLAGS: -fno-unroll-loops
#include <csa_builtins.h>

void fill(int *, int);
int first(const int *);

void rows(int *out, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i) {
    int tmp[16];
    fill(tmp, i);
    out[i] = first(tmp);
  }
}

// CHECK: local_storage.ll:[[#]]: warning: !! WARNING: ITERATION-LOCAL STORAGE DETECTED IN A PARALLELIZED LOOP !!
// CHECKQ-NOT: warning
