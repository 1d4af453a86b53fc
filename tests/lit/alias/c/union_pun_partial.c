// As union_pun_same_address.c, with the short member at byte 2: the stores overlap in
// part, which LLVM's BasicAA proves (PartialAlias) before TBAA is asked, at a fixed
// address and within an iteration of a loop over an array of unions.
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry pun --arg 7 --arg 9
// RUN: csarules sim %s --entry pun_loop --arg 'i32[4]:iota' --arg 'i16[4]:iota' --arg 4
// FLAGS: -fno-vectorize -fno-unroll-loops
union U { unsigned int i; struct { unsigned short a, b; } s; };
union U g;
union U arr[8];

void pun(unsigned int x, unsigned short y) {
  unsigned int *pi = &g.i;
  unsigned short *pb = &g.s.b;
  *pi = x;
  *pb = y;
}

void pun_loop(const unsigned int *x, const unsigned short *y, int n) {
  for (int i = 0; i < n; i++) {
    unsigned int *pi = &arr[i].i;
    unsigned short *pb = &arr[i].s.b;
    *pi = x[i];
    *pb = y[i];
  }
}

// CHECK-LABEL: @pun (standard)
// CHECK:       edge 19 -> 20 store i32 %0, ptr @g
// CHECK-NEXT:  edge 20 -> 21 store i16 %1, ptr getelementptr inbounds (i8, ptr @g, i64 2)
// CHECK-NEXT:  edge 21 -> 22 ret void
// CHECK-LABEL: @pun_loop (standard)
// CHECK:       edge 43 -> 46 store i16 %15, ptr %11
