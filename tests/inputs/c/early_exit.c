/* Early exits and multiple returns: a search loop that stores before breaking
 * out, and a function with three return points after different stores. */

int find_and_mark(int *A, int n, int key) {
  for (int i = 0; i < n; ++i) {
    if (A[i] == key) {
      A[i] = -1;
      return i;
    }
  }
  return -1;
}

int multi_return(int *p, int *q, int c) {
  if (c < 0) {
    *p = 0;
    return 0;
  }
  *q = c;
  if (c > 10)
    return *p;
  *p = c;
  return 1;
}
