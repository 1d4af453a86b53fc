/* Indirect stores: a histogram H[idx[i]]++ whose addresses are data dependent
 * and can repeat across iterations, and a scatter B[idx[i]] = A[i]. */

void histogram(int *H, const int *idx, int n) {
  for (int i = 0; i < n; ++i)
    H[idx[i]]++;
}

void scatter(int *B, const int *A, const int *idx, int n) {
  for (int i = 0; i < n; ++i)
    B[idx[i]] = A[i];
}
