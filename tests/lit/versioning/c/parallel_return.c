// A parallel loop inside another loop, left by a `return`: the expansion closes its region
// on that path with a phi of the region's token in the exit block, as a loop's closed form
// has every value used after a loop, so the outer loop's copy can give its own token there
// and the whole nest is versioned.
// RUN: csarules expand %s | FileCheck %s --check-prefix=EXPAND
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry rows --arg '0=f32[64]:iota' --arg '1=f32[64]:zero' --arg 2=4 --arg 3=8 --arg 4=99 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry rows --arg '0=f32[64]:iota' --arg '1=f32[64]:zero' --arg 2=4 --arg 3=8 --arg 4=20 --schedule random --seed 3
// RUN: csarules sim %s --entry rows --arg '0=f32[64]:iota' --arg 1=0+0 --arg 2=4 --arg 3=8 --arg 4=99 --json | FileCheck %s --check-prefix=SLOW
// CC: clang-19 -O1 -fno-vectorize -fno-unroll-loops -g0
void builtin_csa_parallel_loop_(void);

void rows(float *a, float *b, long n, long m, long stop) {
  for (long i = 0; i < n; i++) {
    builtin_csa_parallel_loop_();
    for (long j = 0; j < m; j++) {
      if (i * m + j == stop)
        return;
      b[i * m + j] = a[i * m + j] * 2.0f;
    }
  }
}

// EXPAND:      %clie_pre = call i32 @llvm.csa.parallel.region.entry(i32 1000)
// EXPAND:      [[RET:.*]].clie_exit:
// EXPAND-NEXT: %clie_pre.exit = phi i32 [ %clie_pre, %{{[0-9]+}} ]
// EXPAND-NEXT: call void @llvm.csa.parallel.region.exit(i32 %clie_pre.exit)
// CHECK-LABEL: @rows (standard)
// CHECK:       versioned loop %{{[0-9]+}} (line {{[0-9]+}}): copy %csa.v0.{{[0-9]+}} runs when groups
// CHECK-NOT:   not versioned
// apart: the copy runs as fast as the oracle
// FAST:        "cycles": [[CYCLES:[0-9]+]],
// FAST-NEXT:   "oracle_cycles": [[CYCLES]],
// FAST:        "race_count": 0,
// FAST:        "mark_race_count": 0,
// FAST:        "matches_sequential": true,
// SLOW:        "race_count": 0,
// SLOW:        "mark_race_count": 0,
// SLOW:        "matches_sequential": true,
