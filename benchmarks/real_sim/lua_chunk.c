/* The Lua 5.4 core (no standard libraries) running one chunk, for the simulator
 * (benchmarks/real_sim.py): the parser, code generator, VM, tables, closures and the
 * garbage collector on integer work: recursion, sorting, a sieve, upvalues, varargs,
 * hash and array parts. A bump allocator over a static arena stands in for malloc
 * (the simulator has none); Lua's error handling is compiled without setjmp (the chunk
 * raises no error). Prints the chunk's results; the simulated output must equal the
 * native program's. */
#include <stdio.h>
#include <string.h>
#include "lua.h"

/* The chunk's size: loop bounds grow with it (4 is the default; 1 runs about a sixth
 * of the work). */
#ifndef SCALE
#define SCALE 4
#endif
#define STR(x) #x
#define XSTR(x) STR(x)

static unsigned char heap[6 << 20] __attribute__((aligned(16)));
static size_t used;

static void *arena(void *ud, void *block, size_t osize, size_t nsize) {
  (void)ud;
  if (nsize == 0)
    return NULL; /* freed blocks are not reused */
  if (block != NULL && nsize <= osize)
    return block;
  size_t size = (nsize + 15) & ~(size_t)15;
  if (size > sizeof heap - used)
    return NULL;
  void *fresh = heap + used;
  used += size;
  if (block != NULL)
    memcpy(fresh, block, osize);
  return fresh;
}

static const char chunk[] =
    "local S = " XSTR(SCALE) "\n"
    "local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end\n"
    "local t = {}\n"
    "for i = 1, 30 * S do t[i] = (i * 7919) % 1000 end\n"
    "for i = 2, #t do\n"
    "  local v, j = t[i], i - 1\n"
    "  while j >= 1 and t[j] > v do t[j + 1] = t[j]; j = j - 1 end\n"
    "  t[j + 1] = v\n"
    "end\n"
    "local sieve, primes = {}, 0\n"
    "for i = 2, 100 * S do\n"
    "  if not sieve[i] then\n"
    "    primes = primes + 1\n"
    "    for j = i * i, 100 * S, i do sieve[j] = true end\n"
    "  end\n"
    "end\n"
    "local function counter() local c = 0 return function(k) c = c + k return c end end\n"
    "local f, g = counter(), counter()\n"
    "for i = 1, 10 * S do f(i) g(2 * i) end\n"
    "local function sum(...) local a, s = {...}, 0 for i = 1, #a do s = s + a[i] end return s end\n"
    "local h, keys = {}, 0\n"
    "for i = 1, 150 * S // 4 do h[i * 1009] = i end\n"
    "for i = 150 * S // 4, 1, -1 do keys = keys + h[i * 1009] * i end\n"
    "local s = {alpha = 1, beta = 2, gamma = 3}\n"
    "s.beta = s.alpha + s.gamma\n"
    "local m = {}\n"
    "for i = 1, 30 * S // 4 do m[i] = {i, i * i} end\n"
    "local acc = 0\n"
    "for i = 30 * S // 4, 1, -1 do acc = (acc * 31 + m[i][2] - m[i][1]) % 1000003 end\n"
    "return fib(10 + S), t[1], t[15 * S], t[30 * S], primes, f(0), g(0), sum(1, 2, 3, 4, 5), keys,\n"
    "  s.beta, acc, 7 // 2, -7 % 3, 1 << 10\n";

static const char *reader(lua_State *L, void *data, size_t *size) {
  (void)L;
  int *done = data;
  if (*done) {
    *size = 0;
    return NULL;
  }
  *done = 1;
  *size = sizeof chunk - 1;
  return chunk;
}

int main(void) {
  lua_State *L = lua_newstate(arena, NULL);
  if (L == NULL) {
    puts("no state");
    return 1;
  }
  int done = 0;
  if (lua_load(L, reader, &done, "=chunk", NULL) != LUA_OK) {
    puts("load failed");
    return 1;
  }
  lua_call(L, 0, LUA_MULTRET);
  int results = lua_gettop(L);
  for (int i = 1; i <= results; i++)
    printf("%lld%c", (long long)lua_tointegerx(L, i, NULL), i < results ? ' ' : '\n');
  lua_close(L);
  printf("heap %zu\n", used);
  return 0;
}
