/* copy_alias WRONGLY marked parallel: run with dst = src + 4 bytes, each store writes the
 * element the next iteration loads, a real loop-carried dependence the marker denies. */
#include <csa_builtins.h>

void copy_alias_par(int *dst, const int *src, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i)
    dst[i] = src[i];
}
