/* Reductions: into a register (sum) and into memory (*acc += ..., which keeps
 * a load/store of acc in the loop when acc may alias A). */

int sum(const int *A, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += A[i];
  return s;
}

void sum_into(int *acc, const int *A, int n) {
  for (int i = 0; i < n; ++i)
    *acc += A[i];
}

int max_of(const int *A, int n) {
  int m = A[0];
  for (int i = 1; i < n; ++i)
    if (A[i] > m)
      m = A[i];
  return m;
}
