/* Hand-picked aliasing situations for the extractor's soundness tests.
 * alias_cases.ll is generated from this file by regen.sh. */
#include <string.h>

int ga[8], gb[8];
int *gp;
int *table[2] = {ga, gb};
union U { int i; char c[4]; short s[2]; };
struct S { char tag; int val; double d; short pair[2]; };

__attribute__((noinline)) void stash(int *p) { gp = p; }
__attribute__((noinline)) void bump_global(void) { ga[1] += 1; gb[2] += 2; }

/* An alloca whose address escapes, then written through a loaded pointer. */
int escaped_local(int n) {
  int x[2] = {n, n + 1};
  stash(x);
  gp[1] = 7;
  return x[0] + x[1];
}

/* Two locals chosen by a select and a phi. */
int pick_local(int c, int n) {
  int a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8};
  int *p = c ? a : b;
  p[n & 3] = 9;
  int *q = a;
  for (int i = 0; i < n; ++i)
    q = (i & 1) ? a : b;
  q[1] += p[2];
  return a[1] + b[1] + a[2];
}

/* A pointer induction variable reading its neighbour. */
void pointer_iv(int *A, int n) {
  for (int *p = A; p != A + n; ++p)
    p[0] += p[1];
}

/* memcpy/memset over overlapping parts of one buffer. */
void mem_overlap(char *buf, int n) {
  memset(buf, 1, 16);
  memmove(buf + 4, buf, 8);
  buf[5] = buf[n & 7];
}

/* Accesses of different sizes to one union and one struct. */
int union_struct(union U *u, struct S *s) {
  u->i = 0x01020304;
  u->c[2] = 9;
  u->s[1] += 1;
  s->val = 3;
  s->tag = 1;
  s->pair[1] = (short)s->val;
  s->d = s->tag + u->c[3];
  return u->i + s->pair[0];
}

/* A call that writes globals between global accesses. */
int call_writes_globals(int k) {
  ga[1] = k;
  gb[2] = k;
  bump_global();
  return ga[1] + gb[2] + ga[0];
}

/* A pointer loaded in the loop from a table of globals: changes every iteration. */
int table_walk(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    int *q = table[i & 1];
    q[0] = i;
    s += q[1] + q[0];
  }
  return s;
}

/* Two-dimensional affine accesses with a symbolic row stride. */
void rows(int *M, int n, int m) {
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < m; ++j)
      M[i * m + j] += M[(i - 1) * m + j];
}
