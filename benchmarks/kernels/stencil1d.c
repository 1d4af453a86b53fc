/* 1-D three-point stencil out[i] = (in[i-1] + in[i] + in[i+1]) / 4 over the
 * interior points. */
void stencil1d(float *restrict out, const float *restrict in, int n) {
  for (int i = 1; i + 1 < n; ++i)
    out[i] = (in[i - 1] + 2.0f * in[i] + in[i + 1]) * 0.25f;
}
