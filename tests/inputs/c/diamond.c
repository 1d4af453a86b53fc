/* Diamonds: stores on both arms of an if/else, a store on one arm only, and a
 * load after the join that may read either store. */

void diamond_store(int *p, int *q, int c) {
  if (c)
    *p = 1;
  else
    *q = 2;
  *p += 3;
}

int diamond_loop(int *A, int *B, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    if (A[i] > 0)
      B[i] = A[i];
    else
      A[i] = -A[i];
    s += B[i];
  }
  return s;
}
