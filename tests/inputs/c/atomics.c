/* C11 atomics: loads and stores with relaxed, acquire, release and seq_cst
 * orders, fetch_add, compare-exchange, and standalone fences around plain
 * accesses (message-passing patterns). */

#include <stdatomic.h>

int publish(int *data, atomic_int *flag, int v) {
  *data = v;
  atomic_store_explicit(flag, 1, memory_order_release);
  return atomic_load_explicit(flag, memory_order_relaxed);
}

int consume_flag(const int *data, atomic_int *flag, int tries) {
  /* bounded spin, so a single-threaded run with flag == 0 terminates */
  for (int i = 0; i < tries; ++i)
    if (atomic_load_explicit(flag, memory_order_acquire) != 0)
      return *data;
  return -1;
}

int count_up(atomic_int *ctr, int *log, int n) {
  int last = 0;
  for (int i = 0; i < n; ++i) {
    last = atomic_fetch_add_explicit(ctr, 1, memory_order_relaxed);
    log[i] = last;
  }
  return last;
}

int seq_cst_ops(atomic_int *a, int *p) {
  atomic_store(a, 3);
  int x = *p;
  int y = atomic_fetch_add(a, x);
  return y + atomic_load(a);
}

void fenced(int *p, int *q) {
  *p = 1;
  atomic_thread_fence(memory_order_release);
  *q = 2;
  atomic_thread_fence(memory_order_seq_cst);
  *p = *q + 1;
  atomic_signal_fence(memory_order_acq_rel);
}

int cas_increment(atomic_int *a) {
  int old = atomic_load_explicit(a, memory_order_relaxed);
  while (!atomic_compare_exchange_weak_explicit(a, &old, old + 1, memory_order_acq_rel,
                                                memory_order_relaxed)) {
  }
  return old;
}
