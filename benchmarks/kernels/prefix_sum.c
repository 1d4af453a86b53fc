/* In-place prefix sum a[i] += a[i-1]: a loop-carried dependence through memory. */
void prefix_sum(int *a, int n) {
  for (int i = 1; i < n; ++i)
    a[i] += a[i - 1];
}
