// The loop vectoriser versions this loop behind a run-time overlap check of a and b and
// tags the vector loop's accesses with scopes (no declaration): its fast path gets no
// carried edge, its scalar fallback (no scopes: a and b may overlap) stays ordered.
// RUN: csarules edges %s | FileCheck %s
void add(float *a, const float *b, int n) {
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}

// No carried edge reaches a vector access; the scalar loops (headers %12 and %53,
// the remainder and the fallback) keep theirs.
// CHECK-LABEL: @add (standard)
// CHECK-NOT:   [carried by {{.*}} x float>
// CHECK:       edge 35 -> 31 [carried by %12] %16 = load float
// CHECK-NOT:   [carried by {{.*}} x float>
// CHECK:       edge 92 -> 88 [carried by %53] %56 = load float
// CHECK-NOT:   [carried by {{.*}} x float>
