/* saxpy.c with software prefetches: each iteration prefetches x (read) and y (write)
 * 16 elements ahead, before its loads (the first prefetch pattern of
 * csa-memory-ordering.rst, "Prefetches", without its `if`, so the loop's control flow
 * stays that of saxpy). Same result as saxpy. */
void saxpy_prefetch(float *restrict y, const float *restrict x, float a, int n) {
  for (int i = 0; i < n; ++i) {
    __builtin_prefetch(x + i + 16);
    __builtin_prefetch(y + i + 16, 1);
    y[i] = a * x[i] + y[i];
  }
}
