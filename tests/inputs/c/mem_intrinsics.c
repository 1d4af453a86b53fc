/* memcpy, memmove and memset intrinsics with variable and constant sizes,
 * mixed with ordinary loads and stores of the same buffers. */

void copy_then_patch(char *dst, const char *src, long n) {
  __builtin_memcpy(dst, src, n);
  dst[0] = 'x';
}

int clear_and_read(int *buf, long n) {
  __builtin_memset(buf, 0, n * sizeof(int));
  buf[1] = 5;
  return buf[0] + buf[1];
}

void shift_down(int *buf, long n) {
  __builtin_memmove(buf, buf + 1, (n - 1) * sizeof(int));
}
