#ifndef VEC_H
#define VEC_H
/* y and x may overlap: the ordering must keep each store after the loads it follows. */
void axpy(float *y, const float *x, float a, int n);
void shift(int *a, int n);
long sum(const int *a, int n);
#endif
