/* In-place LU decomposition without pivoting (Doolittle, textbook triple loop) of the
   n x n row-major matrix a: afterwards its strict lower part holds L (unit diagonal) and
   its upper part U. Plain pointer, as users write it. */
void lu(double *a, int n) {
  for (int k = 0; k < n; ++k)
    for (int i = k + 1; i < n; ++i) {
      a[i * n + k] /= a[k * n + k];
      for (int j = k + 1; j < n; ++j)
        a[i * n + j] -= a[i * n + k] * a[k * n + j];
    }
}
