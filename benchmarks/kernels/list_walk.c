/* Linked-list walk. The list is built in the caller's array of n nodes with
 * `next` as an index: the k-th list element is node (k * 7) % n (a permutation
 * when n is a power of two), the last one has next = -1. The walk chases next
 * (each load's address depends on the previous load) and stores a running sum
 * into every node. */
struct node {
  int value;
  int next;
};

int list_walk(struct node *nodes, int n) {
  for (int k = 0; k < n; ++k) {
    int p = (k * 7) % n;
    nodes[p].value = k;
    nodes[p].next = k + 1 < n ? ((k + 1) * 7) % n : -1;
  }
  int s = 0;
  for (int p = 0; p >= 0; p = nodes[p].next) {
    s += nodes[p].value;
    nodes[p].value = s;
  }
  return s;
}
