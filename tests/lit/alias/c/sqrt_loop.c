// A C math library call writes errno only (clang declares sqrt memory(write) for it):
// sqrt in the loop is ordered with nothing but the entry and the return, and the
// array accesses keep just their own edges (a and b may overlap).
// RUN: csarules edges --no-runtime-checks %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
#include <math.h>

void root(double *a, const double *b, int n) {
  for (int i = 0; i < n; i++)
    a[i] = sqrt(b[i]);
}

// sqrt (27) waits for the entry only and the return for it; load b[i] (26) and store
// a[i] (29) are ordered as if sqrt were not there.
// CHECK-LABEL: @root (standard)
// CHECK-NEXT:  edge 12 -> 27 %12 = tail call double @sqrt
// CHECK-NEXT:  edge 26 -> 29 store double
// CHECK-NEXT:  edge 27 -> 21 ret void
// CHECK-NEXT:  edge 29 -> 21 ret void
// CHECK-NEXT:  edge 29 -> 26 [carried by %8] %11 = load double
// CHECK-NOT:   edge
