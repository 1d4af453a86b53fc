// The Fortran-style externals of the spec's mapping table called directly, with Fortran's
// by-reference constant arguments (pointers to constant globals): each is recognised like
// the intrinsic it stands for.
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// FLAGS: -fno-unroll-loops
void builtin_csa_parallel_loop_(void);
void builtin_csa_spmd_(const int *, const int *);
void builtin_csa_pipeline_loop_(const int *);
static const int eight = 8, zero = 0, four = 4;

void par(int *A, int n) {
  builtin_csa_parallel_loop_();
  for (int i = 0; i < n; ++i) A[i] += 1;
}

void spmd(int *A, int n) {
  builtin_csa_spmd_(&eight, &zero);
  for (int i = 0; i < n; ++i) A[i] *= 3;
}

int pipe(const int *A, int n) {
  int s = 0;
  builtin_csa_pipeline_loop_(&four);
  for (int i = 0; i < n; ++i) s += A[i];
  return s;
}

// CHECK-LABEL: @par(
// CHECK:       call i32 @llvm.csa.parallel.region.entry(i32 1000)
// CHECK-LABEL: @spmd(
// CHECK:       call i32 @llvm.csa.spmdization.entry(i32 8, i32 0)
// CHECK:       call i32 @llvm.csa.parallel.region.entry(i32 1001)
// CHECK-LABEL: @pipe(
// CHECK:       call i32 @llvm.csa.pipeline.loop.entry(i32 4)
// CHECK-NOT:   builtin_csa
