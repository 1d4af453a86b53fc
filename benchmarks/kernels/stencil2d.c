/* 2-D five-point stencil on a row-major rows x cols grid (interior points). */
void stencil2d(float *restrict out, const float *restrict in, int rows, int cols) {
  for (int r = 1; r + 1 < rows; ++r)
    for (int c = 1; c + 1 < cols; ++c)
      out[r * cols + c] = 0.2f * (in[r * cols + c] + in[(r - 1) * cols + c] +
                                  in[(r + 1) * cols + c] + in[r * cols + c - 1] +
                                  in[r * cols + c + 1]);
}
