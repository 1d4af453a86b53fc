/* SAXPY y[i] = a * x[i] + y[i]: an in-place update of y. */
void saxpy(float *restrict y, const float *restrict x, float a, int n) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
