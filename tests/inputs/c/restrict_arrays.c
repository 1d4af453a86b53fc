/* Independent arrays declared restrict: the loads of b and c never alias the
 * stores to a, so no location order exists between them (only entry/return). */

void add_restrict(int *restrict a, const int *restrict b, const int *restrict c, int n) {
  for (int i = 0; i < n; ++i)
    a[i] = b[i] + c[i];
}

void scale_pair(float *restrict x, float *restrict y, float s) {
  x[0] = x[0] * s;
  y[0] = y[0] * s;
  x[1] = x[1] * s;
  y[1] = y[1] * s;
}
