/* Nested loops over a row-major 2-D array: a row-sum into an output array and
 * a 2-D in-place update. */

void row_sums(int *out, const int *M, int rows, int cols) {
  for (int r = 0; r < rows; ++r) {
    int s = 0;
    for (int c = 0; c < cols; ++c)
      s += M[r * cols + c];
    out[r] = s;
  }
}

void add_rows(int *M, int rows, int cols) {
  for (int r = 1; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      M[r * cols + c] += M[(r - 1) * cols + c];
}
