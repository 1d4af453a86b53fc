/* Forward dependence A[i+1] = g(A[i]): each iteration writes the element the
 * next iteration reads; g is a small helper defined in this file. */

static int g(int x) { return 3 * x + 1; }

void forward(int *A, int n) {
  for (int i = 0; i + 1 < n; ++i)
    A[i + 1] = g(A[i]);
}
