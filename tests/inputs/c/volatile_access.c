/* Volatile loads and stores (a device register poll and a write sequence)
 * interleaved with ordinary accesses. */

int poll(volatile int *reg, int *out) {
  int v;
  do {
    v = *reg;
  } while (v == 0);
  *out = v;
  return v;
}

void write_sequence(volatile int *reg, const int *vals, int n) {
  for (int i = 0; i < n; ++i)
    *reg = vals[i];
}
