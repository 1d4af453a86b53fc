/* Vector add c[i] = a[i] + b[i]: independent streams, no loop-carried order. */
void vadd(float *c, const float *a, const float *b, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}
