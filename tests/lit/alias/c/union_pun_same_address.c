// Two stores to one union through pointers to its members: their !tbaa tags (int,
// short) never alias, but the address is the same, and LLVM asks TBAA only what BasicAA
// cannot decide (same pointer: MustAlias): the short store waits for the int store
// (csmith seed 90077 raced here).
// RUN: csarules edges %s | FileCheck %s
// RUN: csarules sim %s --entry pun --arg 7 --arg 9
// RUN: csarules sim %s --entry pun --arg 7 --arg 9 --schedule random --seed 3
union U { unsigned int i; unsigned short s; };
union U g;

void pun(unsigned int a, unsigned short b) {
  unsigned int *pi = &g.i;
  unsigned short *ps = &g.s;
  *pi = a;
  *ps = b;
}

// CHECK-LABEL: @pun (standard)
// CHECK:       edge 19 -> 20 store i32 %0, ptr @g
// CHECK-NEXT:  edge 20 -> 21 store i16 %1, ptr @g
// CHECK-NEXT:  edge 21 -> 22 ret void
