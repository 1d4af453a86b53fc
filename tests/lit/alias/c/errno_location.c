// errno through __errno_location(): log may write it, so clearing errno comes before
// every log call and reading it after the last; the double accesses, which cannot be
// errno (an int), are not ordered with log.
// RUN: csarules edges %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
#include <errno.h>
#include <math.h>

int logs(double *a, int n) {
  errno = 0;
  for (int i = 0; i < n; i++)
    a[i] = log(a[i]);
  return errno;
}

// errno = 0 (14) -> log (34) -> reading errno (23); log and the double load (33) and
// store (35) have no edge either way.
// CHECK-LABEL: @logs (standard)
// CHECK:       edge 14 -> 34 %15 = tail call double @log
// CHECK:       edge 34 -> 23 %8 = load i32
// CHECK-NOT:   edge 33 -> 34
// CHECK-NOT:   edge 34 -> 35
// CHECK-NOT:   edge 35 -> 34
