#include <stdio.h>
#include "vec.h"

#ifndef SCALE
#error "SCALE comes from the build (target_compile_definitions)"
#endif

static int data[64];
static float xs[64], ys[64];

int main(void) {
  for (int i = 0; i < 64; ++i) {
    data[i] = i * SCALE;
    xs[i] = (float)i;
    ys[i] = 1.0f;
  }
  shift(data, 64);
  axpy(ys, xs, 2.0f, 64);
  printf("%ld %.1f\n", sum(data, 64), ys[63]);
  return 0;
}
