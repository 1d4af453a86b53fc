// The two-level nest as users build it: the inner loop is the vectoriser's, but the outer
// loop is not, and one check of csarules covers every iteration of it.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry axpy2 --arg '0=f32[128]:iota' --arg '1=f32[128]:iota' --arg 2=2.0 --arg 3=8 --arg 4=16
// RUN: csarules sim %s --entry axpy2 --arg '0=f32[136]:iota' --arg 1=0+16 --arg 2=2.0 --arg 3=8 --arg 4=16 --schedule random --seed 3
// CC: clang-19 -O2 -g0
void axpy2(float *y, float *x, float alpha, int n, int m) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      y[i * m + j] += alpha * x[i * m + j];
}

// CHECK-LABEL: @axpy2 (standard)
// CHECK:       versioned loop %26 (line 39): copy %csa.v0.26 runs when groups 72~76 do not overlap
// CHECK:       released {{.*}}[carried by %csa.v0.26] in %csa.v0.{{[0-9]+}} (runtime_check)
