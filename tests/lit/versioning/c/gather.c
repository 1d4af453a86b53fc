// A gather whose indices are data confined by a mask (no affine range, none LLVM's
// LoopAccessAnalysis checks): the check bounds src's bytes by the mask's ends, 0 and 63.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry gather --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:random:seed=3' --arg 3=64 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry gather --arg '0=i32[80]:iota' --arg 1=0+16 --arg '2=i32[64]:random:seed=3' --arg 3=64 --json | FileCheck %s --check-prefix=SLOW
// RUN: csarules sim %s --entry gather --arg '0=i32[80]:iota' --arg 1=0+16 --arg '2=i32[64]:random:seed=3' --arg 3=64 --schedule random --seed 5
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -fno-unroll-loops -g0
void gather(int *dst, const int *src, const int *idx, int n) {
  for (int i = 0; i < n; ++i)
    dst[i] = src[idx[i] & 63];
}

// CHECK-LABEL: @gather (standard)
// CHECK:       versioned loop %9 (line 26): copy %csa.v0.9 runs when groups 28~34, 32~34 do not overlap
// CHECK-NEXT:    group 28 (%2): [%2, %2 + 4 + 4*(T[%9]-1))
// CHECK-NEXT:    group 32 (%1): [%1 + 4*{0..63}, %1 + 4 + 4*{0..63})
// CHECK-NEXT:    group 34 (%0): [%0, %0 + 4 + 4*(T[%9]-1))
// the store of one iteration and the gather of the next are apart in the copy
// CHECK-NOT:     edge {{ +}}34' -> 32'
// CHECK:         released   34' -> 32'   [carried by %csa.v0.9] in %csa.v0.9 (runtime_check)
// FAST:        "cycles": {{[0-9][0-9][0-9]}},
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
// SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
// SLOW:        "race_count": 0,
// SLOW:        "matches_sequential": true,
