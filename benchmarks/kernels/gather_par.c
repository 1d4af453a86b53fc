/* gather with a parallel_loop marker: correctly marked, only the loads are indirect. */
#include <csa_builtins.h>

void gather_par(int *restrict dst, const int *restrict src, const int *restrict idx, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i)
    dst[i] = src[idx[i] & 63];
}
