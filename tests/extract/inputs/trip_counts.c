/* Loops whose latch test fixes how many iterations they run (last_iteration), and
   addresses fixed for the whole call (addr_fixed), for the traced-run checks. */

void row_shift(int *A) {
  for (int j = 0; j < 8; ++j)
    A[j + 8] = A[j] + 1;
}

void from_one(int *A) {
  for (int j = 1; j < 8; ++j)
    A[j] = A[j - 1] * 2;
}

void odd_from_middle(int *A, int *B) {
  for (int i = 0; i < 40; i += 2) {
    A[i] = A[20] + B[i];
    A[i + 1] = A[20] - B[i];
  }
}

void countdown(int *A) {
  for (int i = 7; i >= 0; --i)
    A[i] = A[i] + 1;
}

void rows_of_eight(int (*aa)[8], int n) {
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < 8; ++j)
      aa[i][j] = aa[i - 1][j] + 1;
}

void up_to_n(int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[i] += 1;
}

void step_three(int *A) {
  for (int i = 0; i < 20; i += 3)
    A[i] = i;
}
