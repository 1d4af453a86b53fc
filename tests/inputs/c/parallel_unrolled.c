/* The canonical unrolling example of csa-pathfinding-builtins.rst (Usage): a
 * loop stepping by 2 with two sections per iteration, so the two copies of the
 * body are independent within and across iterations. N is assumed even. */

#include "csa_builtins.h"

void parallel_unrolled(int *A, const int *B, int N) {
  int reg = csa_parallel_region_entry(0);
  for (int i = 0; i < N; i += 2) {
    int sec0 = csa_parallel_section_entry(reg);
    A[i] = B[i];
    csa_parallel_section_exit(sec0);
    int sec1 = csa_parallel_section_entry(reg);
    A[i + 1] = B[i + 1];
    csa_parallel_section_exit(sec1);
  }
  csa_parallel_region_exit(reg);
}
