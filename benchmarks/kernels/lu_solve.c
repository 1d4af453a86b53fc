/* Solve a x = b: in-place LU decomposition of the n x n row-major matrix a without
   pivoting, then forward substitution L y = b and back substitution U x = y into the
   separate vectors y and x. Plain pointers, as users write them. */
void lu_solve(double *a, const double *b, double *y, double *x, int n) {
  for (int k = 0; k < n; ++k)
    for (int i = k + 1; i < n; ++i) {
      a[i * n + k] /= a[k * n + k];
      for (int j = k + 1; j < n; ++j)
        a[i * n + j] -= a[i * n + k] * a[k * n + j];
    }
  for (int i = 0; i < n; ++i) {
    double s = b[i];
    for (int j = 0; j < i; ++j)
      s -= a[i * n + j] * y[j];
    y[i] = s;
  }
  for (int i = n - 1; i >= 0; --i) {
    double s = y[i];
    for (int j = i + 1; j < n; ++j)
      s -= a[i * n + j] * x[j];
    x[i] = s / a[i * n + i];
  }
}
