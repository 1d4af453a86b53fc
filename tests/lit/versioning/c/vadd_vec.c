// vadd as users build it: the vectoriser's own run-time check guards its vector loop,
// whose accesses carry its scopes; neither its vector loop nor its scalar loop is checked
// again.
// RUN: csarules edges %s | FileCheck %s
// CC: clang-19 -O2 -g0
void vadd(int *a, int *b, int *c, int n) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c[i];
}

// CHECK-LABEL: @vadd (standard)
// CHECK:       versioned loop %16 (line 31): copy %csa.v0.16 runs when groups 34~39, 36~39 do not overlap
// CHECK:       not versioned: loop %40 (line 64): the vectoriser versioned this loop already
// CHECK-NEXT:  not versioned: loop %59 (line 91): the vectoriser versioned this loop already
