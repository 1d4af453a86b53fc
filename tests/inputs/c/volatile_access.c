/* Volatile loads and stores (a device register poll and a write sequence)
 * interleaved with ordinary accesses. */

int poll(volatile int *reg, int *out, int tries) {
  int v = 0;
  for (int i = 0; i < tries && v == 0; ++i) /* bounded, so runs terminate */
    v = *reg;
  *out = v;
  return v;
}

void write_sequence(volatile int *reg, const int *vals, int n) {
  for (int i = 0; i < n; ++i)
    *reg = vals[i];
}
