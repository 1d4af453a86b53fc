/* The three prefetch patterns of csa-memory-ordering.rst "Prefetches", with
 * "#pragma omp parallel for" written as its expansion into the parallel
 * region/section loop pattern (CLIE / the OpenMP expansion). Rule 5: the
 * prefetch ignores the sections, so it is still throttled by the previous
 * iteration's load (prefetch_before) or by the same iteration's load
 * (prefetch_after, rule 3); prefetch_block is a write-prefetch loop over the
 * block a later inner loop stores to (rule 4: the relevant loop is the outer
 * one). */

#include "csa_builtins.h"

double prefetch_before_parallel(double *out, const double *A, int N) {
  int reg = csa_parallel_region_entry(0);
  for (int i = 0; i < N; ++i) {
    int sec = csa_parallel_section_entry(reg);
    if (!(i & 0x7))
      __builtin_prefetch(A + i + 1024);
    const double x = A[i];
    out[i] = x * 2.0;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
  return out[0];
}

void prefetch_after_parallel(double *out, const double *A, int N) {
  int reg = csa_parallel_region_entry(0);
  for (int i = 0; i < N; ++i) {
    int sec = csa_parallel_section_entry(reg);
    const double x = A[i];
    if (!(i & 0x7))
      __builtin_prefetch(A + i + 1024);
    out[i] = x + 1.0;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
}

void prefetch_block_parallel(double *B, double x, int N, int M) {
  int reg = csa_parallel_region_entry(0);
  for (int i = 0; i < N; i += M) {
    int sec = csa_parallel_section_entry(reg);
    for (int j = i; j < i + M; j += 8)
      __builtin_prefetch(B + j, 1);
    for (int k = i; k < i + M; ++k)
      B[k] = x * k;
    csa_parallel_section_exit(sec);
  }
  csa_parallel_region_exit(reg);
}
