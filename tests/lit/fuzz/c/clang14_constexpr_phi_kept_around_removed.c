// CC: clang-14 -O1 -fno-discard-value-names
// A phi operand that is a constant expression LLVM 22 still takes (`trunc (add (...))`)
// around one it no longer parses (`zext (icmp ...)`): all of them become instructions at
// the start of the predecessor's terminator line (here the entry block's branch).
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules sim %s --entry main --arg 1 --arg i64[1]:zero --schedule random | FileCheck %s --check-prefix=SIM
char a[5], b;

int main(int argc, char **argv) {
    char t;
    if (argc > 1)
        t = argv[1][0];
    else
        t = (char)((&a[3] != &b) + 7);
    a[0] = t;
    return t;
}
// CHECK: entry:
// CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
// CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i32{{$}}
// CHECK-NEXT: [[ADD:%csa.cx[0-9]+]] = add i32 [[EXT]], 7{{$}}
// CHECK-NEXT: [[TRUNC:%csa.cx[0-9]+]] = trunc i32 [[ADD]] to i8{{$}}
// CHECK-NEXT: br i1 %cmp, label %if.then, label %if.end
// CHECK: phi i8 [ %1, %if.then ], [ [[TRUNC]], %entry ]
// SIM: @main: returned 8
// SIM: races: 0
// SIM: random schedule matches the sequential run
