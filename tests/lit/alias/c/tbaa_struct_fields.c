// Struct-path TBAA: a store to field x of one point and a load of field y of another
// point never meet (same struct, different offsets), though both are floats and the
// pointers may alias; a plain float load may be either field, so it stays ordered.
// RUN: csarules edges --no-runtime-checks %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
struct point { float x; float y; };

void shift(struct point *a, const struct point *b, const float *d, int n) {
  for (int i = 0; i < n; i++)
    a[i].x = b[i].y + d[i];
}

// b[i].y (line 28) and a[i].x (33) have no edge either way; d[i] (30) and a[i].x do.
// CHECK-LABEL: @shift (standard)
// CHECK-NEXT:  edge 14 -> 28 %12 = load float
// CHECK-NEXT:  edge 28 -> 23 ret void
// CHECK-NEXT:  edge 30 -> 33 store float
// CHECK-NEXT:  edge 33 -> 23 ret void
// CHECK-NEXT:  edge 33 -> 30 [carried by %9] %14 = load float
// CHECK-NOT:   edge
