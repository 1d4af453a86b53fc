/* Lookups in a global constant table (loads from constant memory need no
 * ordering) next to a mutable global counter. */

static const int kSquares[8] = {0, 1, 4, 9, 16, 25, 36, 49};
int g_lookups;

void map_squares(int *A, int n) {
  for (int i = 0; i < n; ++i)
    A[i] = kSquares[A[i] & 7];
}

int square_counted(int x) {
  g_lookups++;
  return kSquares[x & 7];
}
