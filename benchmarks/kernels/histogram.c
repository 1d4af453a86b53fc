/* Histogram with indirect stores hist[idx[i] & 15]++ (hist has 16 bins): the
 * same bin can be hit by any two iterations. */
void histogram(int *restrict hist, const int *restrict idx, int n) {
  for (int i = 0; i < n; ++i)
    hist[idx[i] & 15]++;
}
