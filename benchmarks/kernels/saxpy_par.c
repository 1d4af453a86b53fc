/* saxpy with a parallel_loop marker: correctly marked, each iteration updates its own y[i]. */
#include <csa_builtins.h>

void saxpy_par(float *restrict y, const float *restrict x, float a, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
