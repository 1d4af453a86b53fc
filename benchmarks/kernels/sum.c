/* Reduction: the sum of n ints, accumulated in a register. */
int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
