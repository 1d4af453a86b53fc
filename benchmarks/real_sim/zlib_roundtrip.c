/* zlib round trips for the simulator (benchmarks/real_sim.py): deflate at levels 1, 6
 * and 9 and the filtered, Huffman-only and RLE strategies, on a repetitive input and one
 * of random letters, each inflated back and compared, the compressed bytes checksummed
 * with adler32 and crc32. zlib allocates through zalloc/zfree: a bump allocator over a
 * static arena stands in for malloc (the simulator has none). */
#include <stdio.h>
#include <string.h>
#include "zlib.h"

#define NSRC 400

static unsigned char heap[1 << 20] __attribute__((aligned(16)));
static size_t used;
static unsigned char src[NSRC], comp[2 * NSRC + 64], back[NSRC];

static voidpf bump(voidpf opaque, uInt items, uInt size) {
  (void)opaque;
  size_t n = ((size_t)items * size + 15) & ~(size_t)15;
  if (n > sizeof heap - used)
    return Z_NULL;
  voidpf block = heap + used;
  used += n;
  return block;
}

static void release(voidpf opaque, voidpf block) {
  (void)opaque;
  (void)block; /* freed blocks are not reused */
}

static unsigned fill(unsigned x, int repetitive) {
  for (int i = 0; i < NSRC; i++) {
    x = x * 1103515245u + 12345u;
    src[i] = repetitive ? (unsigned char)"abcab"[(x >> 16) % 5]
                        : (unsigned char)"etaoinshrdlucmfw"[(x >> 16) % 16];
  }
  return x;
}

static int round_trip(int level, int strategy, int repetitive) {
  z_stream d, i;
  memset(&d, 0, sizeof d);
  memset(&i, 0, sizeof i);
  d.zalloc = i.zalloc = bump;
  d.zfree = i.zfree = release;
  used = 0; /* each round trip starts on an empty arena */
  if (deflateInit2(&d, level, Z_DEFLATED, 9, 1, strategy) != Z_OK) {
    puts("deflateInit2 failed");
    return 1;
  }
  d.next_in = src;
  d.avail_in = NSRC;
  d.next_out = comp;
  d.avail_out = sizeof comp;
  if (deflate(&d, Z_FINISH) != Z_STREAM_END) {
    puts("deflate failed");
    return 1;
  }
  uLong n = d.total_out;
  deflateEnd(&d);
  if (inflateInit(&i) != Z_OK) {
    puts("inflateInit failed");
    return 1;
  }
  i.next_in = comp;
  i.avail_in = (uInt)n;
  i.next_out = back;
  i.avail_out = sizeof back;
  int status = inflate(&i, Z_FINISH);
  uLong m = i.total_out;
  inflateEnd(&i);
  int same = status == Z_STREAM_END && m == NSRC && memcmp(src, back, NSRC) == 0;
  printf("level %d strategy %d %s: %d -> %lu bytes, %s, adler %08lx crc %08lx\n", level,
         strategy, repetitive ? "repetitive" : "letters", NSRC, n, same ? "same" : "DIFFERENT",
         adler32(1L, comp, (uInt)n), crc32(0L, comp, (uInt)n));
  return !same;
}

int main(void) {
  static const int runs[][2] = {{1, Z_DEFAULT_STRATEGY}, {6, Z_DEFAULT_STRATEGY},
                                {9, Z_DEFAULT_STRATEGY}, {6, Z_FILTERED},
                                {6, Z_HUFFMAN_ONLY},     {6, Z_RLE}};
  unsigned x = 12345;
  int bad = 0;
  for (unsigned r = 0; r < sizeof runs / sizeof runs[0]; r++) {
    for (int repetitive = 1; repetitive >= 0; repetitive--) {
      x = fill(x, repetitive);
      bad |= round_trip(runs[r][0], runs[r][1], repetitive);
    }
  }
  return bad;
}
