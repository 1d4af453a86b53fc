/* Gather dst[i] = src[idx[i] & 63]: indirect loads, direct stores. */
void gather(int *restrict dst, const int *restrict src, const int *restrict idx, int n) {
  for (int i = 0; i < n; ++i)
    dst[i] = src[idx[i] & 63];
}
