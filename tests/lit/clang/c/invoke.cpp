// CC: clang++-19 -O2
// C++ exceptions: `invoke` is a call whose ordering continues on both of its edges. Each
// edge gets a block of its own holding the call's outord; the shared landing pad becomes a
// phi of per-edge landingpad copies. The load after the first call waits for it on the
// normal edge; the store in the handler waits for whichever call threw; `resume` waits,
// like `ret`, for the accesses on the paths into it.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// The simulator runs the invoke (nothing it runs throws) and finds the ordering race-free
// with the callee writing its argument; race mode, which drops the call's edges, races.
// RUN: csarules sim %s --entry _Z1fPii --arg 'i32[8]:iota' --arg 4 --extern _Z9may_throwPi=clobber
// RUN: not csarules sim %s --mode race --entry _Z1fPii --arg 'i32[8]:iota' --arg 4 --extern _Z9may_throwPi=clobber
extern void may_throw(int *p);
int g;
int f(int *a, int n) {
  int s = 0;
  try {
    a[0] = 1;
    may_throw(a);
    s += a[1];
    may_throw(a + 2);
    s += a[3];
  } catch (int e) {
    a[4] = e;
    s = -1;
  }
  g = s;
  return s;
}
// CHECK-LABEL: define {{.*}} @_Z1fPii(
// CHECK:         store i32 1, ptr %0
// CHECK-NEXT:    [[S0:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
// CHECK-NEXT:    call void @llvm.csa.inord(i1 [[S0]])
// CHECK-NEXT:    invoke void @_Z9may_throwPi(ptr {{.*}}%0)
// CHECK-NEXT:    to label %[[OK1:csa.i[0-9]+.0]] unwind label %[[EH1:csa.i[0-9]+.1]]
// CHECK:       [[OK1]]:
// CHECK-NEXT:    [[C1:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
// CHECK-NEXT:    br label %[[CONT1:[0-9]+]]
// CHECK:       [[EH1]]:
// CHECK-NEXT:    [[LP1:%csa.lp[0-9]+]] = landingpad { ptr, i32 }
// CHECK-NEXT:    cleanup
// CHECK-NEXT:    catch ptr @_ZTIi
// CHECK-NEXT:    [[U1:%csa.o[0-9]+.1]] = call i1 @llvm.csa.outord()
// CHECK-NEXT:    br label %[[PAD:[0-9]+]]
// CHECK:       [[CONT1]]:
// CHECK:         call void @llvm.csa.inord(i1 [[C1]])
// CHECK-NEXT:    load i32
// CHECK:         invoke void @_Z9may_throwPi(
// CHECK-NEXT:    to label %[[OK2:csa.i[0-9]+.0]] unwind label %[[EH2:csa.i[0-9]+.1]]
// CHECK:       [[EH2]]:
// CHECK-NEXT:    [[LP2:%csa.lp[0-9]+]] = landingpad { ptr, i32 }
// CHECK:         [[U2:%csa.o[0-9]+.1]] = call i1 @llvm.csa.outord()
// CHECK:       [[PAD]]:
// CHECK-DAG:     phi i1 [ %csa.entry, %[[EH1]] ], [ [[U2]], %[[EH2]] ]
// CHECK-DAG:     phi i1 [ [[U1]], %[[EH1]] ], [ %csa.entry, %[[EH2]] ]
// CHECK-DAG:     phi { ptr, i32 } [ [[LP1]], %[[EH1]] ], [ [[LP2]], %[[EH2]] ]
// CHECK-NOT:     landingpad
// CHECK:         call ptr @__cxa_begin_catch(
// CHECK:         store i32 %{{[0-9]+}}, ptr %{{[0-9]+}}
// CHECK:         ret i32
// CHECK:         call void @llvm.csa.inord(i1 %csa.a{{[0-9]+}})
// CHECK-NEXT:    resume { ptr, i32 }
