/* In-place update A[i] = g(A[i]): the load and store of one iteration touch the
 * same element, different iterations touch different elements. */

static int g(int x) { return x * x - 1; }

void inplace(int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[i] = g(A[i]);
}

void inplace_stride(int *A, int n) {
  for (int i = 0; i < n; i += 2)
    A[i] = g(A[i]);
}
