// vadd as users build it: the vectoriser's own run-time check (a difference of two
// pointers) guards its vector loop but leaves no scopes on its accesses, so nothing tells
// the ordering what it checked: the vector loop and its scalar loop are versioned too.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules order %s | FileCheck %s --check-prefix=IR
// RUN: csarules sim %s --entry vadd --arg '0=i32[64]:zero' --arg '1=i32[64]:iota' --arg '2=i32[64]:iota' --arg 3=64 --json | FileCheck %s --check-prefix=SIM
// CC: clang-19 -O2 -g0
void vadd(int *a, int *b, int *c, int n) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c[i];
}

// CHECK-LABEL: @vadd (standard)
// CHECK:       versioned loop %16 (line 33): copy %csa.v0.16 runs when groups 36~41, 36~79, 38~41, 38~79, 41~69, 41~73 do not overlap
// CHECK:       versioned loop %40 (line 66): copy %csa.v1.40 runs when groups 69~79, 73~79 do not overlap
// CHECK:       versioned loop %59 (line 93): copy %csa.v2.59 runs when groups 95~100, 97~100 do not overlap
// CHECK-NOT:   not versioned

// The vector loop's check runs in the entry block, beside the vectoriser's: it reads n
// and the pointers alone (n & -8, the vector loop's end, computed again from n), so its
// branch waits for no arithmetic once the vectoriser's check sends the run there (71
// cycles with the arithmetic in the check block, 67 now).
// IR-LABEL:    define {{.*}} @vadd(
// IR:          %csa.v1.c.r[[N:[0-9]+]] = zext i32 %3 to i64
// IR-NEXT:     %csa.v1.c.r{{[0-9]+}} = and i64 %csa.v1.c.r[[N]], 2147483640
// IR:          ptrtoint ptr %1 to i128
// IR:          br i1 %8, label %9, label %58
// IR-LABEL:    csa.v1.check:
// IR-NEXT:     br i1 %csa.v1.c.{{[0-9]+}}, label %40, label %csa.v1.40
// SIM:         "cycles": 67,
// SIM:         "race_count": 0,
// SIM:         "matches_sequential": true,
