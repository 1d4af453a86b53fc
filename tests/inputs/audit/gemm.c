/* A PolyBench-style gemm (C = alpha*A*B + beta*C) with its init, print and main, for
   `csarules report` and `csarules view`: clang-19 -O2 vectorises the kernel. */
#include <stdio.h>
#include <stdlib.h>
#define NI 200
#define NJ 220
#define NK 240
typedef double DATA_TYPE;

static void init_array(int ni, int nj, int nk, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE) ((i*j+1) % ni) / ni;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE) (i*(j+1) % nk) / nk;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE) (i*(j+2) % nj) / nj;
}

static void print_array(int ni, int nj, DATA_TYPE C[NI][NJ])
{
  int i, j;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      if ((i * ni + j) % 20 == 0) fprintf(stderr, "\n");
      fprintf(stderr, "%0.2lf ", C[i][j]);
    }
  fprintf(stderr, "\n");
}

void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
  int i, j, k;
  for (i = 0; i < ni; i++) {
    for (j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (k = 0; k < nk; k++) {
      for (j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
  }
}

int main(int argc, char **argv)
{
  DATA_TYPE alpha, beta;
  DATA_TYPE (*C)[NI][NJ] = malloc(sizeof(*C));
  DATA_TYPE (*A)[NI][NK] = malloc(sizeof(*A));
  DATA_TYPE (*B)[NK][NJ] = malloc(sizeof(*B));
  init_array(NI, NJ, NK, &alpha, &beta, *C, *A, *B);
  kernel_gemm(NI, NJ, NK, alpha, beta, *C, *A, *B);
  if (argc > 42) print_array(NI, NJ, *C);
  free(C); free(A); free(B);
  return 0;
}
