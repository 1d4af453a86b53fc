/* The loop pattern of the parallel region/section intrinsics
 * (csa-pathfinding-builtins.rst, Usage, pattern 1): one section per iteration,
 * so the backedge crosses a section boundary. parallel_loop_unroll2 asks clang
 * to unroll by 2, which duplicates the section markers, as the spec's
 * motivation describes. */

#include "csa_builtins.h"

void parallel_loop(int *A, const int *B, int N) {
  int reg = csa_parallel_region_entry(0);
  for (int i = 0; i < N; ++i) {
    int sec = csa_parallel_section_entry(reg);
    A[i] = B[i];
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
}

void parallel_loop_unroll2(int *A, const int *B, int N) {
  int reg = csa_parallel_region_entry(1);
#pragma clang loop unroll_count(2)
  for (int i = 0; i < N; ++i) {
    int sec = csa_parallel_section_entry(reg);
    A[i] = B[i] + 1;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
}
