// Scoped noalias from a restrict function inlined inside a loop: each iteration declares
// the scopes anew (llvm.experimental.noalias.scope.decl in the loop), so *a and *b are
// apart within an iteration but not across iterations (the next call's a may be this
// call's b): the carried edges stay.
// RUN: csarules edges %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
static void step(float *restrict a, const float *restrict b) {
  *a += *b;
}

void walk(float **as, float **bs, int n) {
  for (int i = 0; i < n; i++)
    step(as[i], bs[i]);
}

// *b (32) and *a (35): no edge within an iteration, carried edges both ways
// CHECK-LABEL: @walk (standard)
// CHECK-NOT:   edge 32 -> 35 store
// CHECK:       edge 32 -> 35 [carried by %8] store float
// CHECK-NOT:   edge 32 -> 35 store
// CHECK:       edge 35 -> 32 [carried by %8] %14 = load float
