// `omnipotent char` aliases everything: the char store is ordered with the int and the
// float store (within an iteration and across), which are not ordered with each other.
// RUN: csarules edges --no-runtime-checks %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
void mark(int *w, float *f, char *c, int n) {
  for (int i = 0; i < n; i++) {
    w[i] = i;
    f[i] = 1.0f;
    c[i] = 0;
  }
}

// the int store (26) and the float store (28) both come before the char store (30),
// which the next iteration's int and float stores wait for; int and float: no edge
// CHECK-LABEL: @mark (standard)
// CHECK-NEXT:  edge 26 -> 30 store i8 0
// CHECK-NEXT:  edge 28 -> 30 store i8 0
// CHECK-NEXT:  edge 30 -> 20 ret void
// CHECK-NEXT:  edge 30 -> 26 [carried by %9] store i32
// CHECK-NEXT:  edge 30 -> 28 [carried by %9] store float
// CHECK-NOT:   edge
