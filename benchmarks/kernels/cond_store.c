/* Conditional store: a[i] = b[i] only where b[i] is larger (a running max). */
void cond_store(int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; ++i)
    if (b[i] > a[i])
      a[i] = b[i];
}
