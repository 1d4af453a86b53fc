/* A loop wrongly marked parallel: every iteration adds into a[idx[i]], and two iterations
 * meet whenever idx repeats an index (run with idx all zeros: every iteration writes a[0]).
 * `csarules sim` reports the mark race (docs/simulator.md). */
void builtin_csa_parallel_loop_(void);

void par_wrong(int *a, const int *idx, int n) {
  builtin_csa_parallel_loop_();
  for (int i = 0; i < n; i++)
    a[idx[i]] += i;
}
