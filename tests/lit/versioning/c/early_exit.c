// An early exit: the loop runs at most n iterations (its latch test), which bounds the
// ranges whatever the data make it do.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry copy_until --arg '0=i32[32]:zero' --arg '1=i32[32]:iota' --arg 2=32 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry copy_until --arg '0=i32[40]:iota' --arg 1=0+4 --arg 2=32 --schedule random --seed 2
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -g0
void copy_until(int *a, int *b, int n) {
  for (int i = 0; i < n; i++) {
    if (b[i] == 17)
      break;
    a[i] = b[i] + 1;
  }
}

// CHECK-LABEL: @copy_until (standard)
// CHECK:       versioned loop %7 (line 22): copy %csa.v0.7 runs when groups 24~31 do not overlap
// CHECK-NEXT:    group 24 (%1): [%1, %1 + 4 + 4*(T[%7]-1))
// CHECK:       released {{.*}} in %csa.v0.7 (runtime_check)
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
