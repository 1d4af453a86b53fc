/* Assorted C features (varargs, VLAs, function pointers, switch, libm, memcpy, wide types)
 * for extractor robustness; c_features.O1.ll / c_features.O3.ll come from regen.sh. */
#include <stdarg.h>
#include <string.h>
#include <math.h>
#include <stdlib.h>
struct P { int x; float y; long z[3]; };
typedef int (*fn)(int);
int apply(fn f, int v) { return f(v); }
int sumv(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
int vla(int n) { int a[n]; for (int i = 0; i < n; i++) a[i] = i * i; int s = 0; for (int i = 0; i < n; i++) s += a[n - 1 - i]; return s; }
double norm(double *v, int n) { double s = 0; for (int i = 0; i < n; i++) s += fabs(v[i]) * v[i]; return sqrt(s); }
void structs(struct P *p, int n) { for (int i = 0; i < n; i++) { p[i].x += 1; p[i].z[2] = p[i].x; p[i].y *= 2.0f; } }
int sw(int *a, int k) { switch (k) { case 0: return a[0]; case 1: a[1] = 3; break; case 7: a[7]++; break; default: a[k & 3] = k; } return a[2]; }
char *dup(const char *s) { size_t n = strlen(s); char *d = malloc(n + 1); memcpy(d, s, n + 1); return d; }
static int tbl[16] = {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16};
int lookup(unsigned k) { return tbl[k & 15]; }
unsigned char bytes(unsigned char *b, int n) { unsigned char x = 0; for (unsigned char i = 0; i < n; i++) x ^= b[i]; return x; }
int minmax(int *a, int n) { int m = a[0]; for (int i = 1; i < n; i++) m = a[i] > m ? a[i] : m; return m; }
void matmul(int n, double A[n][n], double B[n][n], double C[n][n]) { for (int i=0;i<n;i++) for (int j=0;j<n;j++){ double s=0; for(int k=0;k<n;k++) s+=A[i][k]*B[k][j]; C[i][j]=s; } }
long double ld(long double *x) { return x[0] * x[1]; }
_Bool flag(_Bool *b) { return b[0] && b[1]; }
int goto_loop(int *a, int n) { int i = 0; top: if (i < n) { a[i] = i; i++; goto top; } return i; }
int rec(int n) { return n <= 1 ? 1 : n * rec(n - 1); }
__int128 wide(__int128 *p) { return p[0] + p[1]; }
