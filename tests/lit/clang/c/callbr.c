// CC: clang-19 -O1
// `asm goto` (callbr) with a memory clobber is a call that ends its block: its outord
// goes on each of its edges, in a block of its own, and the stores after it wait for it
// on both paths.
// RUN: csarules order %s | %strip-checks | FileCheck %s
int h(int *a, int x) {
  a[0] = 1;
  asm goto("testl %0, %0; jne %l[err]" : : "r"(x) : "memory" : err);
  a[1] = 2;
  return 0;
err:
  a[2] = 3;
  return 1;
}
// CHECK-LABEL: define {{.*}} @h(
// CHECK:         store i32 1, ptr %0
// CHECK-NEXT:    [[S:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
// CHECK-NEXT:    call void @llvm.csa.inord(i1 [[S]])
// CHECK-NEXT:    callbr void asm
// CHECK-NEXT:    to label %[[FALL:csa.i[0-9]+.0]] [label %[[ERR:csa.i[0-9]+.1]]]
// CHECK:       [[FALL]]:
// CHECK-NEXT:    [[T0:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
// CHECK-NEXT:    br label %[[JOIN:[0-9]+]]
// CHECK:       [[ERR]]:
// CHECK-NEXT:    [[T1:%csa.o[0-9]+.1]] = call i1 @llvm.csa.outord()
// CHECK-NEXT:    br label %[[E:[0-9]+]]
// CHECK:       [[JOIN]]:
// CHECK-DAG:     phi i1 [ %csa.entry, %[[FALL]] ], [ [[T1]], %[[E]] ]
// CHECK-DAG:     phi i1 [ [[T0]], %[[FALL]] ], [ %csa.entry, %[[E]] ]
// CHECK:         call void @llvm.csa.inord(i1 %csa.a{{[0-9]+}})
// CHECK-NEXT:    store i32
