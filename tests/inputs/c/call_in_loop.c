/* A call to an external function (unknown memory effects) inside a loop, between
 * a load and a store: every access must stay ordered with the call. */

void consume(int v);
int produce(int i);

void call_between(int *A, int n) {
  for (int i = 0; i < n; ++i) {
    int v = A[i];
    consume(v);
    A[i] = v + 1;
  }
}

void fill_from_calls(int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[i] = produce(i);
}
