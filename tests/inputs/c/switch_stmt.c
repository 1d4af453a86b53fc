/* A switch with several cases storing to different places, a fallthrough and a
 * default, inside and outside a loop. */

int dispatch(int *a, int *b, int op, int v) {
  switch (op) {
  case 0:
    *a = v;
    break;
  case 1:
    *b = v;
    break;
  case 2:
    *a = v;
    /* fallthrough */
  case 3:
    *b = *a + v;
    break;
  default:
    return -1;
  }
  return *a;
}

void classify(int *counts, const int *kinds, int n) {
  for (int i = 0; i < n; ++i) {
    switch (kinds[i]) {
    case 0:
      counts[0]++;
      break;
    case 1:
      counts[1] += 2;
      break;
    default:
      counts[2]--;
      break;
    }
  }
}
