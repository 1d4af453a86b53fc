// Loops marked parallel (the header's __builtin_csa_parallel_loop, declared here as the
// external it becomes). Their sections release the pairs of different iterations; a check
// is worth it only where a store of one group comes first in an iteration and an access
// of another follows it: clang's unrolled gather (four stores and gathers per iteration)
// is versioned, and both copies keep the marks; a plain vadd is left to its sections.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry gather_par --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:random:seed=3' --arg 3=64 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry gather_par --arg '0=i32[64]:iota' --arg 1=0+0 --arg '2=i32[64]:iota' --arg 3=64 --json | FileCheck %s --check-prefix=SLOW
// RUN: csarules sim %s --entry gather_par --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:random:seed=3' --arg 3=64 --schedule random --seed 5
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -g0
void builtin_csa_parallel_loop_(void);

void gather_par(int *dst, const int *src, const int *idx, int n) {
  builtin_csa_parallel_loop_();
  for (int i = 0; i < n; ++i)
    dst[i] = src[idx[i] & 63];
}

void vadd_par(float *a, const float *b, const float *c, int n) {
  builtin_csa_parallel_loop_();
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + c[i];
}

// CHECK-LABEL: @gather_par (standard)
// CHECK:       versioned loop %15 (line 38): copy %csa.v0.15 runs when groups 41~47, 41~67, 45~47, 45~67, 47~61 do not overlap
// CHECK:       versioned loop %29 (line 57): copy %csa.v1.29 runs when groups 61~67, 65~67 do not overlap
// CHECK-NEXT:    group 61 (%2): [%2, %2 + 16 + 16*(T[%29]-1))
// CHECK-NEXT:    group 65 (%1): [%1 + 4*{0..63}, %1 + 4 + 4*{0..63})
// CHECK-NEXT:    group 67 (%0): [%0, %0 + 16 + 16*(T[%29]-1))
// the unrolled body's first store and its second index load: ordered in the original
// iteration (the sections release only the next iteration's), apart in the copy
// CHECK:       edge {{ +}}66 -> 69 {{ +}}%41 = load i32
// CHECK:       released {{ +}}66 -> 69 {{ +}}[carried by %29] (parallel_section)
// CHECK:       released {{ +}}66' -> 69' {{ +}}in %csa.v1.29 (runtime_check)
// CHECK-NEXT:  released {{ +}}66' -> 69' {{ +}}[carried by %csa.v1.29] in %csa.v1.29 (parallel_section)
// CHECK-LABEL: @vadd_par (standard)
// CHECK-NEXT:  not versioned: loop %9 (line 116): its parallel loop's sections release the pairs a check would
// CHECK-NOT:   versioned loop
// apart: the copy runs, its unrolled bodies overlapping
// FAST:        "cycles": {{[0-9][0-9][0-9]}},
// FAST:        "race_count": 0,
// FAST:        "mark_race_count": 0,
// FAST:        "matches_sequential": true,
// src is dst, each element copied onto itself (the marker still right): the original runs
// SLOW:        "cycles": {{[0-9][0-9][0-9]}},
// SLOW:        "race_count": 0,
// SLOW:        "mark_race_count": 0,
// SLOW:        "matches_sequential": true,
