// -fno-strict-aliasing: no !tbaa, so tbaa_int_float.c's int store and float accesses stay
// ordered, within and across iterations (after the previous float load through its store).
// RUN: csarules edges %s | FileCheck %s
// FLAGS: -fno-strict-aliasing -fno-vectorize -fno-unroll-loops
void scale(int *count, float *v, int n) {
  for (int i = 0; i < n; i++) {
    count[i] = i;
    v[i] = v[i] * 2.0f;
  }
}

// CHECK-LABEL: @scale (standard)
// CHECK:       edge 26 -> 28 %13 = load float
// CHECK-NEXT:  edge 28 -> 30 store float
// CHECK-NEXT:  edge 30 -> 20 ret void
// CHECK-NEXT:  edge 30 -> 26 [carried by %8] store i32
