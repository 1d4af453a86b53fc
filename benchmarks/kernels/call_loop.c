/* A call to an external function inside the loop: sink may read or write any
 * memory, so every access of an iteration is ordered with the call. */
void sink(int v);

void call_loop(int *a, int n) {
  for (int i = 0; i < n; ++i) {
    int v = a[i];
    sink(v);
    a[i] = v * 2;
  }
}
