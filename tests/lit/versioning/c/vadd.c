// a[i] = b[i] + c[i] without restrict: the unrolled loop and its remainder are each
// versioned behind a check of a against b and c; the copy releases their pairs.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules order %s | FileCheck %s --check-prefix=IR
// RUN: csarules sim %s --entry vadd --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:iota' --arg 3=64 --json | FileCheck %s --check-prefix=FAST
// RUN: csarules sim %s --entry vadd --arg '0=i32[80]:iota' --arg 1=0+4 --arg '2=i32[64]:iota' --arg 3=64 --json | FileCheck %s --check-prefix=SLOW
// RUN: csarules sim %s --entry vadd --arg '0=i32[80]:iota' --arg 1=0+4 --arg '2=i32[64]:iota' --arg 3=64 --schedule random --seed 5
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -g0
void vadd(int *a, int *b, int *c, int n) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c[i];
}

// CHECK-LABEL: @vadd (standard)
// the remainder's copy also runs free of the unrolled loop before it: its groups (one
// member each, the others' ends lie within) are compared with the remainder's
// CHECK:       versioned loop %15 (line 35): copy %csa.v0.15 runs when groups 38~43, 38~61, 40~43, 40~61, 43~56, 43~58 do not overlap
// CHECK-NEXT:    group 38 (%1 + 4*%13): [%1 + 4*%13, %1 + 4*%13 + 4 + 4*(T[%15]-1))
// CHECK:         group 56 (%1, before the loop): [%1, %1 + 16 + 16*(T[%28]-1))
// CHECK-NEXT:    group 58 (%2, before the loop): [%2, %2 + 16 + 16*(T[%28]-1))
// CHECK-NEXT:    group 61 (%0, before the loop): [%0, %0 + 16 + 16*(T[%28]-1))
// CHECK:       versioned loop %28 (line 53): copy %csa.v1.28 runs when groups 56~61, 58~61 do not overlap
// CHECK:       edge {{ +}}38 -> 43 {{ +}}store i32
// CHECK:       released {{ +}}38' -> 43' {{ +}}in %csa.v0.15 (runtime_check)  store i32
// CHECK:       released {{ +}}38' -> 43' {{ +}}[carried by %csa.v0.15] in %csa.v0.15 (runtime_check)
// CHECK:       released {{ +}}43' -> 38' {{ +}}[carried by %csa.v0.15] in %csa.v0.15 (runtime_check)

// The check block on the remainder loop's entry edge: bounds in i128, a branch to the
// original loop when they overlap, to the copy when not; the copy's scopes.
// IR:          br i1 %14, label %27, label %csa.v0.check
// IR:          %16 = phi i64 [ %24, %15 ], [ %13, %csa.v0.check ]
// IR-LABEL:    csa.v0.check:
// IR:          ptrtoint ptr %1 to i128
// IR:          br i1 %csa.v0.c.{{[0-9]+}}, label %15, label %csa.v0.15
// IR-LABEL:    csa.v0.15:
// IR:          load i32, ptr %csa.v0.18, align 4, !tbaa !5, !alias.scope ![[B:[0-9]+]], !noalias ![[N:[0-9]+]]
// IR:          store i32 %csa.v0.22, ptr %csa.v0.23, align 4, !tbaa !5, !alias.scope ![[A:[0-9]+]], !noalias
// IR:          !{{[0-9]+}} = distinct !{!{{[0-9]+}}, !"csarules.runtime_check:csa.v0.15"}
// the copy's loads are apart from the copy's store and from the unrolled loop's stores
// IR:          ![[N]] = !{![[S:[0-9]+]], !{{[0-9]+}}}
// IR:          ![[A]] = !{![[S]]}

// Disjoint arrays take the copy (the oracle's cycles); b one element into a takes the
// original, race-free either way.
// FAST:        "cycles": {{[0-9][0-9]}},
// FAST:        "race_count": 0,
// FAST:        "matches_sequential": true,
// SLOW:        "cycles": {{[0-9][0-9][0-9][0-9]}},
// SLOW:        "race_count": 0,
// SLOW:        "matches_sequential": true,
