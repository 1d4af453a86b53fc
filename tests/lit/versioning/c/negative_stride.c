// A loop counting down: the stride is negative, so a group's range runs from its access
// in the last iteration up to its access in the first.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry scale_down --arg '0=i64[32]:zero' --arg '1=i64[32]:iota' --arg 2=32 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry scale_down --arg '0=i64[40]:iota' --arg 1=0+8 --arg 2=32 --json | FileCheck %s --check-prefix=SLOW
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -g0
void scale_down(long *a, long *b, long n) {
  for (long i = n - 1; i >= 0; i--)
    a[i] = 2 * b[i];
}

// The ranges end at the first iteration's access and start T-1 strides below the last's
// CHECK-LABEL: @scale_down (standard)
// CHECK:       versioned loop %8 (line 23): copy %csa.v0.8 runs when groups 27~30 do not overlap
// CHECK-NEXT:    group 27 (%1 + 8*%2): [%1 + 8*%2 + -8 + -8*(T[%8]-1), %1 + 8*%2)
// FAST:        "cycles": {{[0-9][0-9]}},
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
// SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
// SLOW:        "race_count": 0,
// SLOW:        "matches_sequential": true,
