/* Vector add c[i] = a[i] + b[i]: independent streams, no loop-carried order. */
void vadd(float *restrict c, const float *restrict a, const float *restrict b, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}
