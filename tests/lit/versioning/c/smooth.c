// A 3-point smoothing: b is compared with a's range, which reaches one element below and
// one above the loop's.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry smooth --arg '0=f32[64]:zero' --arg '1=f32[64]:iota' --arg 2=64 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry smooth --arg '0=f32[64]:iota' --arg 1=0+0 --arg 2=64 --json | FileCheck %s --check-prefix=SLOW
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -g0
void smooth(float *b, float *a, int n) {
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0f;
}

// b's group starts one element in: b[i] from i = 1
// CHECK-LABEL: @smooth (standard)
// CHECK:       versioned loop %28 (line 52): copy %csa.v0.28 runs when groups 56~65 do not overlap
// CHECK-NEXT:    group 56 (%1): [%1, %1 + 16 + 8*(T[%28]-1))
// CHECK-NEXT:    group 65 (%0): [%0 + 4, %0 + 12 + 8*(T[%28]-1))
// CHECK:       released {{.*}} in %csa.v0.28 (runtime_check)
// FAST:        "cycles": {{[0-9][0-9]}},
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
// SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
// SLOW:        "race_count": 0,
// SLOW:        "matches_sequential": true,
