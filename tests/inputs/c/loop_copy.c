/* The basic streaming loop A[i] = B[i]: one load and one store per iteration,
 * A and B possibly aliasing (no restrict). */

void loop_copy(int *A, const int *B, int n) {
  for (int i = 0; i < n; ++i)
    A[i] = B[i];
}

void loop_copy_long(long *A, const long *B, int n) {
  for (int i = 0; i < n; ++i)
    A[i] = B[i] * 2;
}
