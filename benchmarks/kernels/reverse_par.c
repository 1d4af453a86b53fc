/* reverse with a parallel_loop marker: correctly marked, the swaps of different
 * iterations touch different elements (which the standard mode proves only in part). */
#include <csa_builtins.h>

void reverse_par(int *a, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0, j = n - 1; i < j; ++i, --j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
