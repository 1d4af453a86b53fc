// Struct-path TBAA through nested structs: a store to o->in.b (float at offset 8 of
// struct outer) meets a load of p->y (float at 12) nowhere, a load of an inner's b
// (float at 4 of struct inner, which may be o->in) may meet it, and so may a plain
// float load; an int field (o->x) never meets a float one.
// RUN: csarules edges %s | FileCheck %s
// FLAGS: -fno-vectorize -fno-unroll-loops
struct inner { int a; float b; };
struct outer { int x; struct inner in; float y; };

float nest(struct outer *o, struct outer *p, struct inner *q, float *f) {
  o->in.b = 1.0f;
  float s = p->y;
  s += q->b;
  s += *f;
  s += (float)p->x;
  return s;
}

// the store (15) waits for the entry; p->y (17) and p->x (23) do not wait for it,
// q->b (19) and *f (21) do
// CHECK-LABEL: @nest (standard)
// CHECK-NEXT:  edge 13 -> 15 store float
// CHECK-NEXT:  edge 13 -> 17 %7 = load float
// CHECK-NEXT:  edge 13 -> 23 %13 = load i32
// CHECK-NEXT:  edge 15 -> 19 %9 = load float
// CHECK-NEXT:  edge 15 -> 21 %11 = load float
