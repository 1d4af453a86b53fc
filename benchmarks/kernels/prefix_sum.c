/* In-place prefix sum with a run-time distance: a[i] += a[i - k]. With k = 1 it
 * is the classic scan. The distance is unknown at compile time, so the value
 * cannot stay in a register: each load reads what an earlier iteration stored,
 * a loop-carried dependence through memory. */
void prefix_sum(int *a, int n, int k) {
  for (int i = k; i < n; ++i)
    a[i] += a[i - k];
}
