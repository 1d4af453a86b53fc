// Rows that start where a table says: the start is loaded in the outer loop, so no check
// at the outer loop's entry can know it; the inner loop is versioned instead, its check
// reading the start at each of its entries.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry rows --arg '0=f32[64]:zero' --arg '1=i64[4]:iota' --arg '2=f32[16]:iota' --arg 3=4 --arg 4=8 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry rows --arg '0=f32[64]:zero' --arg '1=i64[4]:iota' --arg 2=0+16 --arg 3=4 --arg 4=8 --schedule random --seed 5
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops -g0
void rows(float *a, const long *start, const float *b, long n, long m) {
  for (long i = 0; i < n; i++) {
    float *row = a + start[i];
    for (long j = 0; j < m; j++)
      row[j] = b[j] * 2.0f;
  }
}

// The row's group starts at a + 4*start[i] (%13, the load of the outer loop).
// CHECK-LABEL: @rows (standard)
// CHECK:       versioned loop %18 (line 38): copy %csa.v0.18 runs when groups 40~43 do not overlap
// CHECK-NEXT:    group 40 (%2): [%2, %2 + 4 + 4*(T[%18]-1))
// CHECK-NEXT:    group 43 (%0 + 4*%13): [%0 + 4*%13, %0 + 4*%13 + 4 + 4*(T[%18]-1))
// CHECK-NEXT:  not versioned: loop %10 (line 26): an address term changes inside the nest
// CHECK:       released {{.*}}(runtime_check)
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
