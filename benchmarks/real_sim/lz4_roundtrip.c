/* LZ4 round trips for the simulator (benchmarks/real_sim.py): the fast compressor at
 * acceleration 1 and 8, the high-compression one at levels 3, 9 and 12 (its hash-chain
 * and optimal parsers), and a streaming compression of the input in two blocks that
 * refers back to the first; each decompressed back (also partially and with a
 * dictionary) and compared, the compressed bytes hashed. States live in static
 * buffers, so no allocator is called. */
#include <stdio.h>
#include <string.h>
#include "lz4.h"
#include "lz4hc.h"

#define NSRC 600

static char src[NSRC], comp[LZ4_COMPRESSBOUND(NSRC)], back[NSRC];
static LZ4_stream_t fast_state;
static LZ4_streamHC_t hc_state;

static unsigned fill(unsigned x, int repetitive) {
  for (int i = 0; i < NSRC; i++) {
    x = x * 1103515245u + 12345u;
    /* a phrase repeated with a changed letter every 29 bytes or so (long matches, some
     * overlapping their source), or random letters of four (short matches) */
    if (repetitive)
      src[i] = (x >> 16) % 29 ? "the cat sat on the mat. "[i % 24] : "xyz"[(x >> 20) % 3];
    else
      src[i] = "etao"[(x >> 16) % 4];
  }
  return x;
}

static unsigned hash(const char *p, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++)
    h = (h ^ (unsigned char)p[i]) * 16777619u;
  return h;
}

static int check(const char *what, int n) {
  if (n <= 0) {
    printf("%s: compression failed\n", what);
    return 1;
  }
  memset(back, 0, sizeof back);
  int got = LZ4_decompress_safe(comp, back, n, NSRC);
  if (got != NSRC || memcmp(src, back, NSRC) != 0) {
    printf("%s: round trip failed (%d)\n", what, got);
    return 1;
  }
  memset(back, 0, sizeof back);
  got = LZ4_decompress_safe_partial(comp, back, n, NSRC / 3, NSRC);
  if (got < NSRC / 3 || memcmp(src, back, NSRC / 3) != 0) {
    printf("%s: partial decompression failed (%d)\n", what, got);
    return 1;
  }
  printf("%s: %d -> %d bytes, hash %08x\n", what, NSRC, n, hash(comp, n));
  return 0;
}

static int streaming(void) {
  /* two halves, the second compressed against the first as its dictionary */
  LZ4_initStream(&fast_state, sizeof fast_state);
  int half = NSRC / 2;
  int a = LZ4_compress_fast_continue(&fast_state, src, comp, half, (int)sizeof comp, 1);
  int b = LZ4_compress_fast_continue(&fast_state, src + half, comp + a, NSRC - half,
                                     (int)sizeof comp - a, 1);
  if (a <= 0 || b <= 0) {
    puts("stream: compression failed");
    return 1;
  }
  memset(back, 0, sizeof back);
  int got = LZ4_decompress_safe(comp, back, a, half);
  int got2 = LZ4_decompress_safe_usingDict(comp + a, back + half, b, NSRC - half, back, half);
  if (got != half || got2 != NSRC - half || memcmp(src, back, NSRC) != 0) {
    printf("stream: round trip failed (%d, %d)\n", got, got2);
    return 1;
  }
  printf("stream: %d -> %d + %d bytes, hash %08x\n", NSRC, a, b, hash(comp, a + b));
  return 0;
}

int main(void) {
  int failed = 0;
  unsigned seed = 7;
  for (int repetitive = 1; repetitive >= 0; repetitive--) {
    seed = fill(seed, repetitive);
    printf("input %s, hash %08x\n", repetitive ? "repetitive" : "letters", hash(src, NSRC));
    /* the fast compressor at two accelerations, the HC one at three levels */
    static const struct { int hc, param; } runs[] = {{0, 1}, {0, 8}, {1, 3}, {1, 9}, {1, 12}};
    for (int k = 0; k < 5; k++) {
      char what[32];
      snprintf(what, sizeof what, "%s %d", runs[k].hc ? "hc" : "fast", runs[k].param);
      int n = runs[k].hc
                  ? LZ4_compress_HC_extStateHC(&hc_state, src, comp, NSRC, (int)sizeof comp,
                                               runs[k].param)
                  : LZ4_compress_fast_extState(&fast_state, src, comp, NSRC, (int)sizeof comp,
                                               runs[k].param);
      failed |= check(what, n);
    }
    failed |= streaming();
  }
  return failed;
}
