// Scoped noalias (ScopedNoAliasAA) from inlining a function with restrict arguments:
// inside each inlined loop the accesses to x and y are apart (no edge between them, no
// carried edge), but the two inlined calls are separate scope instances, so the second
// loop still waits for the first.
// RUN: csarules edges --no-runtime-checks %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
static void add(float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}

void twice(float *x, float *y, int n) {
  add(x, y, n);
  add(y, x, n);
}

// first loop: y[i] (26), x[i] (28, 30); second: x[i] (43), y[i] (45, 47)
// CHECK-LABEL: @twice (standard)
// CHECK-NEXT:  edge 13 -> 26 %10 = load float
// CHECK-NEXT:  edge 13 -> 28 %12 = load float
// CHECK-NEXT:  edge 26 -> 47 store float
// CHECK-NEXT:  edge 28 -> 30 store float
// CHECK-NEXT:  edge 30 -> 43 %20 = load float
// CHECK-NEXT:  edge 30 -> 45 %22 = load float
// CHECK-NEXT:  edge 43 -> 53 ret void
// CHECK-NEXT:  edge 45 -> 47 store float
// CHECK-NEXT:  edge 47 -> 53 ret void
// CHECK-NOT:   carried
