/* Out-of-place transpose of a rows x cols row-major matrix into cols x rows. */
void transpose(int *restrict dst, const int *restrict src, int rows, int cols) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      dst[c * rows + r] = src[r * cols + c];
}
