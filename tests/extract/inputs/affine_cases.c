/* Affine address cases: the load and store of one statement, compared by base/offset/stride. */
int g(int);

void same_element(int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[i] = g(A[i]);
}

void next_element(int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[i + 1] = g(A[i]);
}

void strided_long(long *A, int n) {
  for (int i = 0; i < n; i += 3)
    A[2 * i + 1] = A[2 * i] + 1;
}

void matrix(double *M, int n, int m) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      M[i * m + j] = M[i * m + j] * 2.0;
}
