// The smoothing as users build it: the vector loop carries the scopes of the vectoriser's
// check and is left alone; its scalar loop (the remainder, or the whole loop when that
// check fails) carries none and is versioned.
// RUN: csarules edges %s | FileCheck %s
// CC: clang-19 -O2 -g0
void smooth(float *b, float *a, int n) {
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0f;
}

// CHECK-LABEL: @smooth (standard)
// CHECK:       versioned loop %59 (line 91): copy %csa.v0.59 runs when groups 32~103, 41~94, 69~103, 78~94, 94~103 do not overlap
// CHECK:       not versioned: loop %40 (line 65): the vectoriser versioned this loop already
