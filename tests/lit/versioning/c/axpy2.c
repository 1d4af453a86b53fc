// Two levels: the outer loop is versioned, so one check covers the whole nest; x's and
// y's ranges move with the row length m, a stride known only at run time.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry axpy2 --arg '0=f32[128]:iota' --arg '1=f32[128]:iota' --arg 2=2.0 --arg 3=8 --arg 4=16 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry axpy2 --arg '0=f32[136]:iota' --arg 1=0+16 --arg 2=2.0 --arg 3=8 --arg 4=16 --json | FileCheck %s --check-prefix=SLOW
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -g0
void axpy2(float *y, float *x, float alpha, int n, int m) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[i * m + j] += alpha * x[i * m + j];
}

// One check for the nest: the outer loop's; the groups' ends move by 4*m per row, either
// way (m is only known at run time), and by the inner loop's trip count.
// CHECK-LABEL: @axpy2 (standard)
// CHECK:       versioned loop %15 (line 28): copy %csa.v0.15 runs when groups 62~64 do not overlap
// CHECK-NEXT:    group 62 (%1): [%1 + min(0, 4*zext(%4)*(T[%15]-1)), %1 + 8 + max(0, 4*zext(%4)*(T[%15]-1)) + 8*(T[%32]-1))
// CHECK-NOT:   versioned loop
// CHECK:       released {{.*}}[carried by %csa.v0.15] in %csa.v0.{{[0-9]+}} (runtime_check)
// FAST:        "cycles": {{[0-9][0-9][0-9]}},
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
// SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
// SLOW:        "race_count": 0,
// SLOW:        "matches_sequential": true,
