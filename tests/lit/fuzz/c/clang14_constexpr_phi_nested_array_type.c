// CC: clang-14 -O1 -fno-discard-value-names
// A phi operand whose removed constant expression names a two-dimensional array's type,
// `[ zext (i1 icmp ne (i32* getelementptr inbounds ([2 x [3 x i32]], ...)) to i32), %entry ]`:
// the pair's label was looked for by a pattern that took brackets nested one deep only, so
// the rewrite gave up and the file was refused ("zext constexprs are no longer supported";
// csmith seed 1069, clang-14 -O1, `[1 x [2 x [3 x i32*]]]`). The instructions go to the
// entry block's terminator line.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules sim %s --entry main --arg 1 --arg i64[1]:zero --schedule random | FileCheck %s --check-prefix=SIM
int g[2][3], h;

int main(int argc, char **argv) {
    long t;
    if (argc > 1)
        t = argv[1][0];
    else
        t = &g[1][2] != &h;
    h = t;
    return t;
}
// CHECK: entry:
// CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i32* getelementptr inbounds ([2 x [3 x i32]], [2 x [3 x i32]]* @g, i64 0, i64 1, i64 2), @h{{$}}
// CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i32{{$}}
// CHECK-NEXT: br i1 %cmp, label %if.then, label %if.end
// CHECK: %t.0 = phi i32 [ %conv, %if.then ], [ [[EXT]], %entry ]
// SIM: @main: returned 1
// SIM: races: 0
// SIM: random schedule matches the sequential run
