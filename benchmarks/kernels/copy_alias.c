/* Copy with possibly aliasing pointers (no restrict). Run with dst = src + 4
 * bytes, each store writes the element the next iteration loads. */
void copy_alias(int *dst, const int *src, int n) {
  for (int i = 0; i < n; ++i)
    dst[i] = src[i];
}
