// A histogram: its bins are data confined by a mask, so hist's group spans bins 0 to 15;
// the copy releases the index loads from the bins' stores, which keep their own order.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry histogram --arg '0=i32[16]:zero' --arg '1=i32[64]:random:seed=3' --arg 2=64 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry histogram --arg '0=i32[80]:zero' --arg 1=0+8 --arg 2=64 --json | FileCheck %s --check-prefix=SLOW
// RUN: csarules sim %s --entry histogram --arg '0=i32[80]:zero' --arg 1=0+8 --arg 2=64 --schedule random --seed 5
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops -g0
void histogram(int *hist, const int *idx, int n) {
  for (int i = 0; i < n; ++i)
    hist[idx[i] & 15]++;
}

// the bins' loads and stores stay ordered in the copy: any two iterations may hit one bin
// CHECK-LABEL: @histogram (standard)
// CHECK:       versioned loop %8 (line 26): copy %csa.v0.8 runs when groups 28~32 do not overlap
// CHECK-NEXT:    group 28 (%1): [%1, %1 + 4 + 4*(T[%8]-1))
// CHECK-NEXT:    group 32 (%0): [%0 + 4*{0..15}, %0 + 4 + 4*{0..15})
// CHECK:         edge       32' -> 34'   in %csa.v0.8  store i32 %16, ptr %14
// CHECK:         edge       34' -> 32'   [carried by %csa.v0.8] in %csa.v0.8  %15 = load i32, ptr %14
// CHECK:       released {{.*}} in %csa.v0.8 (runtime_check)
// FAST:        "cycles": {{[0-9][0-9][0-9][0-9]}},
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
// SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
// SLOW:        "race_count": 0,
// SLOW:        "matches_sequential": true,
