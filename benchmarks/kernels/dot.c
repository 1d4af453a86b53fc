/* Dot product of two float vectors, reduced in a register. */
float dot(const float *x, const float *y, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += x[i] * y[i];
  return s;
}
