/* stb_image (nothings/stb) decodes a 12x9 RGBA PNG from memory (zlib inflate, every PNG
 * row filter, conversion to 1, 2 and 4 channels), its allocations from a static pool.
 * The PNG's bytes below are generated data (rows of a gradient, Python's zlib level 9). */
#include <stdio.h>
#include <string.h>

static unsigned char pool[1 << 17] __attribute__((aligned(16)));
static unsigned long used;

/* each block starts after a 16-byte header holding its size */
static void *pool_alloc(unsigned long n) {
  unsigned long need = 16 + ((n + 15) & ~15ul);
  if (used + need > sizeof pool) return 0;
  unsigned char *block = pool + used;
  used += need;
  memcpy(block, &n, sizeof n);
  return block + 16;
}

static void *pool_realloc(void *p, unsigned long n) {
  void *q = pool_alloc(n);
  if (q && p) {
    unsigned long old;
    memcpy(&old, (unsigned char *)p - 16, sizeof old);
    memcpy(q, p, old < n ? old : n);
  }
  return q;
}

#define STBI_MALLOC(n) pool_alloc(n)
#define STBI_REALLOC(p, n) pool_realloc(p, n)
#define STBI_FREE(p) ((void)(p))
#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_STDIO
#define STBI_NO_SIMD
#define STBI_ONLY_PNG
#define STBI_NO_HDR
#define STBI_NO_LINEAR
#include "stb_image.h"

static const unsigned char png[] = {
    137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 12, 0, 0, 0, 9,
    8, 6, 0, 0, 0, 6, 184, 205, 84, 0, 0, 1, 196, 73, 68, 65, 84, 120, 218, 1, 185, 1, 70,
    254, 0, 0, 0, 255, 128, 21, 1, 255, 129, 42, 4, 255, 130, 63, 9, 255, 131, 84, 16,
    255, 132, 105, 25, 255, 133, 126, 36, 255, 134, 147, 49, 255, 135, 168, 64, 255, 136,
    189, 81, 255, 137, 210, 100, 255, 138, 231, 121, 255, 139, 1, 7, 3, 255, 127, 28, 4,
    254, 128, 49, 7, 253, 129, 70, 12, 252, 130, 91, 19, 251, 131, 112, 28, 250, 132, 133,
    39, 249, 133, 154, 52, 248, 134, 175, 67, 247, 135, 196, 84, 246, 136, 217, 103, 245,
    137, 238, 124, 244, 138, 2, 14, 6, 255, 126, 35, 7, 253, 127, 56, 10, 251, 128, 77,
    15, 249, 129, 98, 22, 247, 130, 119, 31, 245, 131, 140, 42, 243, 132, 161, 55, 241,
    133, 182, 70, 239, 134, 203, 87, 237, 135, 224, 106, 235, 136, 245, 127, 233, 137, 3,
    21, 9, 255, 125, 42, 10, 252, 126, 63, 13, 249, 127, 84, 18, 246, 128, 105, 25, 243,
    129, 126, 34, 240, 130, 147, 45, 237, 131, 168, 58, 234, 132, 189, 73, 231, 133, 210,
    90, 228, 134, 231, 109, 225, 135, 252, 130, 222, 136, 4, 28, 12, 255, 124, 49, 13,
    251, 125, 70, 16, 247, 126, 91, 21, 243, 127, 112, 28, 239, 128, 133, 37, 235, 129,
    154, 48, 231, 130, 175, 61, 227, 131, 196, 76, 223, 132, 217, 93, 219, 133, 238, 112,
    215, 134, 3, 133, 211, 135, 0, 35, 15, 255, 123, 56, 16, 250, 124, 77, 19, 245, 125,
    98, 24, 240, 126, 119, 31, 235, 127, 140, 40, 230, 128, 161, 51, 225, 129, 182, 64,
    220, 130, 203, 79, 215, 131, 224, 96, 210, 132, 245, 115, 205, 133, 10, 136, 200, 134,
    1, 42, 18, 255, 122, 63, 19, 249, 123, 84, 22, 243, 124, 105, 27, 237, 125, 126, 34,
    231, 126, 147, 43, 225, 127, 168, 54, 219, 128, 189, 67, 213, 129, 210, 82, 207, 130,
    231, 99, 201, 131, 252, 118, 195, 132, 17, 139, 189, 133, 2, 49, 21, 255, 121, 70, 22,
    248, 122, 91, 25, 241, 123, 112, 30, 234, 124, 133, 37, 227, 125, 154, 46, 220, 126,
    175, 57, 213, 127, 196, 70, 206, 128, 217, 85, 199, 129, 238, 102, 192, 130, 3, 121,
    185, 131, 24, 142, 178, 132, 3, 56, 24, 255, 120, 77, 25, 247, 121, 98, 28, 239, 122,
    119, 33, 231, 123, 140, 40, 223, 124, 161, 49, 215, 125, 182, 60, 207, 126, 203, 73,
    199, 127, 224, 88, 191, 128, 245, 105, 183, 129, 10, 124, 175, 130, 31, 145, 167, 131,
    33, 234, 229, 99, 164, 88, 46, 141, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
};

int main(void) {
  for (int comp = 0; comp <= 4; comp++) {
    if (comp == 3) continue;
    int w, h, n;
    unsigned char *px = stbi_load_from_memory(png, sizeof png, &w, &h, &n, comp);
    if (!px) {
      puts(stbi_failure_reason());
      return 1;
    }
    unsigned sum = 0;
    for (int i = 0; i < w * h * (comp ? comp : n); i++) sum = sum * 31 + px[i];
    printf("%d %d %d %d %u\n", w, h, n, comp, sum);
  }
  printf("%lu\n", used);
  return 0;
}
