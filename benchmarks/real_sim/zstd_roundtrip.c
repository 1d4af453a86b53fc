/* zstd round trips for the simulator (benchmarks/real_sim.py): every compression
 * strategy on two small inputs, a repetitive one (matches) and one of random letters (literals,
 * Huffman), compressed into a static workspace (no malloc: the simulator has none),
 * decompressed, compared. Prints one line per (strategy, input) and a final checksum;
 * the simulated output must equal the native program's. */
#define ZSTD_STATIC_LINKING_ONLY
#include "zstd.h"
#include <stdio.h>

#ifndef NSRC
#define NSRC 300
#endif

static unsigned char cwork[1 << 19] __attribute__((aligned(64)));
static unsigned char dwork[1 << 18] __attribute__((aligned(64)));
static unsigned char src[NSRC], comp[2 * NSRC + 64], back[NSRC];

static unsigned fill(unsigned x, int repetitive) {
  for (int i = 0; i < NSRC; i++) {
    x = x * 1103515245u + 12345u;
    src[i] = repetitive ? (unsigned char)"abcab"[(x >> 16) % 5] : (unsigned char)("etaoinshrdlucmfw"[(x >> 16) % 16]);
  }
  return x;
}

static int round_trip(int strategy, int repetitive, unsigned *sum) {
  ZSTD_CCtx *c = ZSTD_initStaticCCtx(cwork, sizeof cwork);
  ZSTD_DCtx *d = ZSTD_initStaticDCtx(dwork, sizeof dwork);
  if (!c || !d) {
    puts("no context");
    return 1;
  }
  /* The smallest tables the format allows keep each run short in the simulator. */
  ZSTD_CCtx_setParameter(c, ZSTD_c_windowLog, 10);
  ZSTD_CCtx_setParameter(c, ZSTD_c_hashLog, 6);
  ZSTD_CCtx_setParameter(c, ZSTD_c_chainLog, 6);
  ZSTD_CCtx_setParameter(c, ZSTD_c_searchLog, 2);
  ZSTD_CCtx_setParameter(c, ZSTD_c_minMatch, 4);
  ZSTD_CCtx_setParameter(c, ZSTD_c_strategy, strategy);
  ZSTD_CCtx_setParameter(c, ZSTD_c_checksumFlag, 1);
  size_t n = ZSTD_compress2(c, comp, sizeof comp, src, sizeof src);
  if (ZSTD_isError(n)) {
    printf("compress %d: %s\n", strategy, ZSTD_getErrorName(n));
    return 1;
  }
  size_t m = ZSTD_decompressDCtx(d, back, sizeof back, comp, n);
  if (ZSTD_isError(m)) {
    printf("decompress %d: %s\n", strategy, ZSTD_getErrorName(m));
    return 1;
  }
  int same = m == sizeof src;
  for (size_t i = 0; same && i < m; i++)
    same = back[i] == src[i];
  unsigned h = 0;
  for (size_t i = 0; i < n; i++)
    h = h * 31 + comp[i];
  *sum = *sum * 131 + h;
  printf("strategy %d %s: %zu -> %zu bytes, %s, %08x\n", strategy,
         repetitive ? "repetitive" : "letters", m, n, same ? "same" : "DIFFERENT", h);
  return !same;
}

int main(void) {
  unsigned x = 12345, sum = 0;
  int bad = 0;
  for (int strategy = ZSTD_fast; strategy <= ZSTD_btultra2; strategy++) {
    for (int repetitive = 1; repetitive >= 0; repetitive--) {
      x = fill(x, repetitive);
      bad |= round_trip(strategy, repetitive, &sum);
    }
  }
  printf("checksum %08x\n", sum);
  return bad;
}
