// A triangular nest: the inner loop's trip count is the outer counter, known only inside
// the outer loop, so the inner loop is versioned, its ranges read the outer counter.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry tri --arg '0=f64[64]:zero' --arg '1=f64[8]:iota' --arg 2=8 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry tri --arg '0=f64[64]:zero' --arg 1=0+8 --arg 2=7 --schedule random --seed 4
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -g0
void tri(double *a, double *b, long n) {
  for (long i = 0; i < n; i++)
    for (long j = 0; j < i; j++)
      a[i * n + j] = b[j] + 1.0;
}

// The inner loop is versioned; a's range starts at the row of the outer counter t[%5].
// clang unrolled it by four: its first i % 4 iterations run in a loop of their own (%19),
// whose start, set per row, is a value of the row that the check reads at its entry, so
// that loop is versioned too. The outer loop is not: its inner loop's trip count changes
// from row to row.
// CHECK-LABEL: @tri (standard)
// CHECK:       versioned loop %19 (line 42): copy %csa.v0.19 runs when groups 45~48, 45~66, 48~63, 48~66 do not overlap
// CHECK:       versioned loop %32 (line 60): copy %csa.v1.32 runs when groups 63~66 do not overlap
// CHECK-NEXT:    group 63 (%1): [%1, %1 + 32 + 32*(T[%32]-1))
// CHECK-NEXT:    group 66 (%0): [%0 + 8*%2*t[%5], %0 + 32 + 8*%2*t[%5] + 32*(T[%32]-1))
// CHECK:       not versioned: loop %5 (line 18): an address term changes inside the nest
// CHECK:       not versioned: loop %5 (line 18): no trip count at the nest's entry
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
