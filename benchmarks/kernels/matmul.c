/* Square matrix multiply c = a * b (n x n, row-major), accumulating in a register. */
void matmul(int *restrict c, const int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      int s = 0;
      for (int k = 0; k < n; ++k)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
}
