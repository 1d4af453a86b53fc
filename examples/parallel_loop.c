/* A parallel loop: the same SAXPY as saxpy.c, x and y possibly aliasing (no restrict), so
 * the standard mode must keep a store of y[i] ahead of the next iterations' loads of x.
 * The caller knows the arrays are separate and says so with the marker from
 * csarules/include/csa_builtins.h; `csarules order` expands it into a parallel region and
 * section, and the carried pairs are released.
 * parallel_loop.ll is this file through examples/regen.sh (clang-19 -O2 -I../csarules/include).
 * Try: csarules order examples/parallel_loop.ll
 *      csarules sim examples/parallel_loop.ll --entry saxpy_par --arg f32[64]:iota \
 *          --arg f32[64]:random:seed=1 --arg 2.0 --arg 64            (and with --no-expand) */
#include <csa_builtins.h>

void saxpy_par(float *y, const float *x, float a, int n) {
  __builtin_csa_parallel_loop();
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
