/* Pointers that feed back into themselves through phis: the analysis must give them
   every offset from the objects entering the cycle, whichever is asked about first. */

int bump(int *a, int n) {
  int *p = a;
  for (int i = 0; i < n; i++)
    *++p = i;
  return a[2];
}

int stride_two_ways(int *a, int n, int k) {
  int *p = a;
  for (int i = 0; i < n; i++) {
    *p = i;
    p = (i & k) ? p + 1 : p + 2;
  }
  return a[3];
}

int swap_walk(int *a, int *b, int n) {
  int *p = a, *q = b;
  for (int i = 0; i < n; i++) {
    int *t = p;
    p = q;
    q = t + 1;
    *p = i;
  }
  return a[1] + b[1];
}
