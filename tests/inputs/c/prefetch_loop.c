/* __builtin_prefetch (read rw=0 and write rw=1) in loops, after the prefetch
 * patterns of csa-memory-ordering.rst "Prefetches": a gated read prefetch before
 * the load, the same after the load, and a write-prefetch loop covering a
 * block that a later loop stores to. */

double prefetch_before(const double *A, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i) {
    if (!(i & 0x7))
      __builtin_prefetch(A + i + 1024);
    const double x = A[i];
    s += x;
  }
  return s;
}

double prefetch_after(const double *A, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i) {
    const double x = A[i];
    if (!(i & 0x7))
      __builtin_prefetch(A + i + 1024);
    s += x;
  }
  return s;
}

void prefetch_block(double *B, double x, int n, int m) {
  for (int i = 0; i < n; i += m) {
    for (int j = i; j < i + m; j += 8)
      __builtin_prefetch(B + j, 1);
    for (int k = i; k < i + m; ++k)
      B[k] = x * k;
  }
}
