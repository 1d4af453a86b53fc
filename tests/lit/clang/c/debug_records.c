// clang-19 -g output: `#dbg_value` records are no instructions. They stay in the output,
// the loop's load and store are ordered as without -g, and the run is race-free.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules sim %s --entry f --arg 'i32[8]:iota' --arg 8
// CC: clang-19 -O1 -g
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2 + i;
}
// CHECK-LABEL: define {{.*}} @f(
// CHECK:         #dbg_value(ptr %0
// CHECK:         %csa.entry = call i1 @llvm.csa.mementry()
// CHECK:         #dbg_value(i64 %8
// CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
// CHECK-NEXT:    %10 = load i32
// CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
// CHECK:         call void @llvm.csa.inord(i1 [[L]])
// CHECK-NEXT:    store i32 %13
