/* Straight-line load/store pairs through pointer arguments: store then load of
 * the same address (must stay ordered), loads of two addresses feeding a store
 * (all0-style join), and a store/store pair to possibly the same address. */

int store_then_load(int *p, int v) {
  *p = v;
  return *p + 1; /* forwarded by the optimiser; the store remains */
}

void load_load_store(long *dst, const long *a, const long *b) {
  long x = *a;
  long y = *b;
  *dst = x + y;
}

void swap_pair(int *p, int *q) {
  int t = *p;
  *p = *q;
  *q = t;
}

int store_store_load(int *p, int *q) {
  *p = 1;
  *q = 2;
  return *p; /* p and q may alias: the load must wait for both stores */
}
