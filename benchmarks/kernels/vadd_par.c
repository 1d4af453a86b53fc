/* vadd with a parallel_loop marker (csarules/include/csa_builtins.h): correctly marked,
 * the iterations are independent. */
#include <csa_builtins.h>

void vadd_par(float *restrict c, const float *restrict a, const float *restrict b, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}
