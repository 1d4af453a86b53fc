/* Possibly aliasing pointers of the same type (no restrict): every store must
 * stay ordered with every other access to the other pointer. Also a pair of
 * accesses of different types, which TBAA says do not alias. */

void copy_may_alias(int *dst, const int *src, int n) {
  for (int i = 0; i < n; ++i)
    dst[i] = src[i];
}

int update_both(int *a, int *b) {
  *a += 1;
  *b += 2;
  return *a + *b;
}

float int_and_float(int *ip, float *fp) {
  *ip = 7;
  *fp = 1.5f;
  return (float)*ip + *fp; /* int vs float: TBAA no-alias */
}
