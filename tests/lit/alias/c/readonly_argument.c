// BasicAA's call handling per argument: memcpy only reads through its source argument
// (readonly) and writes through its destination (writeonly), so loads of the source
// array are not ordered with it, while the load of the destination waits for it.
// RUN: csarules edges %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
#include <string.h>

int first_and_copy(int *restrict dst, const int *src, int n) {
  int a = src[0];
  memcpy(dst, src, (unsigned)n * sizeof(int));
  return a + src[n - 1] + dst[0];
}

// src[0] (13) and src[n-1] (20) wait for the entry only; dst[0] (22) for memcpy (16)
// CHECK-LABEL: @first_and_copy (standard)
// CHECK-NEXT:  edge 12 -> 13 %4 = load i32
// CHECK-NEXT:  edge 12 -> 16 tail call void @llvm.memcpy
// CHECK-NEXT:  edge 12 -> 20 %10 = load i32
// CHECK-NEXT:  edge 13 -> 24 ret
// CHECK-NEXT:  edge 16 -> 22 %12 = load i32
