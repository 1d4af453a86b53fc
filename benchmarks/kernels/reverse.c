/* In-place reversal: swaps a[i] and a[n-1-i]; the two addresses of an
 * iteration never meet those of another, but a simple alias test cannot tell. */
void reverse(int *a, int n) {
  for (int i = 0, j = n - 1; i < j; ++i, --j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
