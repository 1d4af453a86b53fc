#include "vec.h"

long sum(const int *a, int n) {
  long total = 0;
  for (int i = 0; i < n; ++i)
    total += a[i];
  return total;
}
