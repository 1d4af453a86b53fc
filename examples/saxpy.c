/* SAXPY, y[i] = a * x[i] + y[i], with x and y possibly aliasing (no restrict):
 * each store to y[i] must wait for the loads of its own iteration, and a
 * store may feed a later iteration's load of x if the arrays overlap.
 * saxpy.ll is this file through examples/regen.sh (clang-19 -O2, no
 * vectorisation or unrolling). Try: csarules order examples/saxpy.ll */
void saxpy(float *y, const float *x, float a, int n) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
