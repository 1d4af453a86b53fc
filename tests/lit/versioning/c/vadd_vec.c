// vadd as users build it: the vectoriser's own run-time check (a difference of two
// pointers) guards its vector loop but leaves no scopes on its accesses, so nothing tells
// the ordering what it checked: the vector loop and its scalar loop are versioned too.
// RUN: csarules edges %s | FileCheck %s
// CC: clang-19 -O2 -g0
void vadd(int *a, int *b, int *c, int n) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c[i];
}

// CHECK-LABEL: @vadd (standard)
// CHECK:       versioned loop %16 (line 31): copy %csa.v0.16 runs when groups 34~39, 36~39 do not overlap
// CHECK:       versioned loop %40 (line 64): copy %csa.v1.40 runs when groups 67~77, 71~77 do not overlap
// CHECK:       versioned loop %59 (line 91): copy %csa.v2.59 runs when groups 93~98, 95~98 do not overlap
// CHECK-NOT:   not versioned
