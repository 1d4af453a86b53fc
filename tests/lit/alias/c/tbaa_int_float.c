// TBAA (TypeBasedAA): under C's strict aliasing an int store and float accesses never
// touch the same bytes, so the int store waits for no float access and no float access
// waits for it, within an iteration or across iterations.
// RUN: csarules edges --no-runtime-checks %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
void scale(int *count, float *v, int n) {
  for (int i = 0; i < n; i++) {
    count[i] = i;
    v[i] = v[i] * 2.0f;
  }
}

// The int store (line 27) waits only for the entry (12), the float load (29) likewise,
// and nothing is carried.
// CHECK-LABEL: @scale (standard): 8 required, 5 emitted
// CHECK-NEXT:  edge 12 -> 27 store i32
// CHECK-NEXT:  edge 12 -> 29 %13 = load float
// CHECK-NEXT:  edge 27 -> 21 ret void
// CHECK-NEXT:  edge 29 -> 31 store float
// CHECK-NEXT:  edge 31 -> 21 ret void
// CHECK-NOT:   carried
