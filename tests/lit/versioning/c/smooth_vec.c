// The smoothing as users build it: the vectoriser's loops are left alone.
// RUN: csarules edges %s | FileCheck %s
// CC: clang-19 -O2 -g0
void smooth(float *b, float *a, int n) {
  for (int i = 1; i < n - 1; i++)
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0f;
}

// CHECK-LABEL: @smooth (standard)
// CHECK:       not versioned: loop %40 (line 63): the vectoriser versioned this loop already
// CHECK-NEXT:  not versioned: loop %59 (line 89): the vectoriser versioned this loop already
// CHECK-NOT:   runtime_check
