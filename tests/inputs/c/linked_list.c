/* A linked-list walk: the address of each load depends on the previous load
 * (pointer chasing), with a store into every node. */

struct node {
  int value;
  struct node *next;
};

int list_sum(const struct node *head) {
  int s = 0;
  for (const struct node *p = head; p; p = p->next)
    s += p->value;
  return s;
}

void list_increment(struct node *head) {
  for (struct node *p = head; p; p = p->next)
    p->value += 1;
}
