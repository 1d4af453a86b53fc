// What is never versioned, one loop each: no trip count known before the loop (a data-
// dependent latch), an address that is no affine function of the counters, a call that
// may write memory, a volatile access, an atomic access, more checks than --max-checks.
// RUN: csarules edges %s --max-checks 2 | FileCheck %s
// RUN: csarules edges %s --no-runtime-checks | FileCheck %s --check-prefix=OFF
// CC: clang-19 -O2 -fno-vectorize -fno-slp-vectorize -g0
void ext(void);
void no_trip(int *a, int *b) {
  for (int i = 0; b[i]; i++)
    a[i] = b[i];
}
void not_affine(int *a, int *b, int *idx, int n) {
  for (int i = 0; i < n; i++)
    a[idx[i]] = b[i];
}
void calls(int *a, int *b, int n) {
  for (int i = 0; i < n; i++) {
    a[i] = b[i];
    ext();
  }
}
void volatiles(int *a, int *b, volatile int *v, int n) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] + *v;
}
void atomics(int *a, int *b, int *c, int n) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] + __atomic_load_n(c, __ATOMIC_ACQUIRE);
}
void many(int *a, int *b, int *c, int *d, int n) {
  for (int i = 0; i < n; i++)
    a[i] = b[i] + c[i] + d[i];
}

// CHECK-LABEL: @no_trip (standard)
// CHECK:       not versioned: loop %6 (line 22): no trip count at the nest's entry
// CHECK-LABEL: @not_affine (standard)
// CHECK:       not versioned: loop %15 (line 54): an address is not affine in the nest
// CHECK-LABEL: @calls (standard)
// CHECK:       not versioned: loop %8 (line 124): a call in the nest may write memory
// CHECK-LABEL: @volatiles (standard)
// CHECK:       not versioned: loop %15 (line 158): volatile access in the nest
// CHECK-LABEL: @atomics (standard)
// CHECK:       not versioned: loop %15 (line 231): atomic access or fence in the nest
// CHECK-LABEL: @many (standard)
// CHECK:       not versioned: loop %27 (line 320): 3 checks, more than --max-checks (2)
// CHECK-NOT:   runtime_check
// OFF-NOT:     versioned
// OFF-NOT:     runtime_check
