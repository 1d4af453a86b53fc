// `goto *` (indirectbr) is control flow: the store after the jump waits for the one
// before it on both paths.
// RUN: csarules order %s | %strip-checks | FileCheck %s
int k(int *a, int x) {
  static void *t[] = {&&l1, &&l2};
  a[0] = 1;
  goto *t[x & 1];
l1:
  a[1] = 1;
  return 1;
l2:
  a[2] = 2;
  return 2;
}
// CHECK-LABEL: define {{.*}} @k(
// CHECK:         store i32 1, ptr %0
// CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
// CHECK:         indirectbr ptr
// CHECK:         call void @llvm.csa.inord(i1 [[S]])
// CHECK-NEXT:    store i32 %
