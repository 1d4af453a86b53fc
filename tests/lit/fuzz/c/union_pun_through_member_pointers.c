// CC: clang-19 -O1
// Union type punning through pointers to two members, as csmith writes it (seed 110780,
// clang-19 -O1, csmith --no-volatiles): f reads the long member through gp and writes
// the short member through sp. Their !tbaa tags (long, short) never alias and the
// addresses are not the same value (gp is loaded), so LLVM's AA answers NoAlias and the
// standard mode leaves the pair unordered; at run time both touch the union's first
// two bytes, and the simulator reports the race: the access through sp is undefined in C
// (strict aliasing), as the tags say. With -fno-strict-aliasing the pair is ordered.
#include <stdint.h>
union U { int64_t f0; int16_t f1; };
static union U g = {-1};
int64_t *gp;
__attribute__((noinline)) int64_t f(void) {
  int64_t v = *gp;
  int16_t *sp = &g.f1;
  *sp = 5;
  return v;
}
int main(void) {
  gp = &g.f0;
  return (int)(f() & 0xff) + g.f1;
}
