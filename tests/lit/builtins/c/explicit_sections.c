// The explicit region/section builtins of the header (the spec's sections pattern): their
// externals become the llvm.csa.parallel.* intrinsics, and the two stores in different
// sections are released from each other.
// RUN: csarules expand %s | %strip-checks | FileCheck %s
// RUN: csarules edges %s | FileCheck %s --check-prefix=CHECKE
#include <csa_builtins.h>

void two(int *a, int *b, int *c, int *d) {
  int reg = __builtin_csa_parallel_region_entry(0);
  int sec0 = __builtin_csa_parallel_section_entry(reg);
  *a = *b;
  __builtin_csa_parallel_section_exit(sec0);
  int sec1 = __builtin_csa_parallel_section_entry(reg);
  *c = *d;
  __builtin_csa_parallel_section_exit(sec1);
  __builtin_csa_parallel_region_exit(reg);
}

// CHECK: call i32 @llvm.csa.parallel.region.entry(i32 noundef 0)
// CHECK: call i32 @llvm.csa.parallel.section.entry(
// CHECK-NOT: builtin_csa
// CHECK: declare i32 @llvm.csa.parallel.region.entry(i32)
// CHECKE: released {{.*}} (parallel_section)
