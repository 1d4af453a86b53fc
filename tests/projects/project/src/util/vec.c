#include "vec.h"

void axpy(float *y, const float *x, float a, int n) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}

void shift(int *a, int n) {
  for (int i = 1; i < n; ++i)
    a[i - 1] = a[i];
}
