/* Loop-carried recurrence through memory A[i] = A[i-1] + 1: the load of
 * iteration i reads what the store of iteration i-1 wrote. */

void recurrence(int *A, int n) {
  for (int i = 1; i < n; ++i)
    A[i] = A[i - 1] + 1;
}

void recurrence_two(int *A, const int *B, int n) {
  for (int i = 1; i < n; ++i)
    A[i] = A[i - 1] + B[i];
}
