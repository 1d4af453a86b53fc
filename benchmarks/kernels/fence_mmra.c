/* fence_mmra.ll without its MMRA tags (C cannot write !mmra; the .ll is hand-written).
 * Each iteration does private scratch work, then publishes out[i] with a release fence
 * and a relaxed flag store. */
void fence_mmra(int *restrict out, const int *restrict in, int *restrict scratch,
                const int *restrict src, const int *restrict table, int *restrict flag,
                int n) {
  for (int i = 0; i < n; i++) {
    scratch[i] = table[table[src[i] & 31] & 31] * 3;
    out[i] = in[i] + 1;
    __atomic_thread_fence(__ATOMIC_RELEASE);
    __atomic_store_n(flag, i, __ATOMIC_RELAXED);
  }
}
