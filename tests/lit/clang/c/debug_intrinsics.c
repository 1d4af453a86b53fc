// clang-14 -g output: `call void @llvm.dbg.value(...)`, which LLVM now reads as debug
// records, pairs with no instruction; the calls stay in the output, unordered.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules sim %s --entry f --arg 'i32[8]:iota' --arg 8
// CC: clang-14 -O1 -g
void f(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2 + i;
}
// CHECK-LABEL: define {{.*}} @f(
// CHECK-NEXT:    call void @llvm.dbg.value(metadata i32* %0
// CHECK:         %csa.entry = call i1 @llvm.csa.mementry()
// CHECK:         call void @llvm.dbg.value(metadata i64 %{{[0-9]+}}
// CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
// CHECK-NEXT:    load i32
// CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
// CHECK:         call void @llvm.csa.inord(i1 [[L]])
// CHECK-NEXT:    store i32
