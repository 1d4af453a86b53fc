/* Two-pointer loops: i rises, j falls, and the loop runs while i < j (or i <= j).
 * The accesses at i and at j of one iteration never meet those of another iteration:
 * the crossing-bounds rule of rules/ordering.dl, from the loop's continue test. */
void reverse(int *a, int n) {
  for (int i = 0, j = n - 1; i < j; ++i, --j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/* The ends move toward each other, two elements on the left per step. */
void fold(int *a, long lo, long hi) {
  while (lo <= hi) {
    a[lo] += a[hi];
    a[lo + 1] = a[hi];
    lo += 2;
    hi -= 1;
  }
}

/* Partition around a pivot: the left side only moves up, the right side only down. */
void partition(int *a, int n, int pivot) {
  int i = 0, j = n - 1;
  while (i < j) {
    if (a[i] < pivot) {
      i++;
    } else {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
      j--;
    }
  }
}
