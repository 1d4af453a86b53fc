/* Calls to readnone (__attribute__((const))) and readonly
 * (__attribute__((pure))) external functions: a const call needs no ordering,
 * a pure call reads memory and must follow earlier stores. */

__attribute__((const)) int cfun(int x);
__attribute__((pure)) int pfun(const int *p);

void apply_const(int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[i] = cfun(A[i]);
}

int store_then_pure(int *p, int v) {
  *p = v;
  int r = pfun(p);
  *p = r + 1;
  return r;
}
