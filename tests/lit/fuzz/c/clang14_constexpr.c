// CC: clang-14 -O0 -fno-discard-value-names
// clang-14 folds these address comparisons into constant expressions LLVM 22 no longer
// parses: `zext (i1 icmp ne (...) to i8)` as a call argument and `icmp eq (...)` as a phi
// operand. They become instructions (%csa.cxN) at the start of the line of their use (of
// the predecessor's terminator for the phi), so every line of the input keeps its number.
// Found by benchmarks/fuzz.py (csmith programs compiled by clang-14).
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules edges %s | FileCheck %s --check-prefix=EDGES
// RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM
int g[3];
char a[5], b;
int out;

static unsigned char next(unsigned char x) { return x + 1; }

int main(void) {
    unsigned char r = next(&g[2] != &g[0]);
    int t = r && &a[3] == &b;
    out = r + t;
    g[1] = out;
    return out;
}
// CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 2), getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 0){{$}}
// CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i8{{$}}
// CHECK-NEXT: %call = call zeroext i8 @next(i8 noundef zeroext [[EXT]])
// CHECK: [[PHIOP:%csa.cx[0-9]+]] = icmp eq i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
// CHECK-NEXT: br label %land.end
// CHECK: %1 = phi i1 [ false, %entry ], [ [[PHIOP]], %land.rhs ]
// The call keeps its input line (27) in edges, between the store before it and the next one
// EDGES: edge {{ *}}26 -> 27 {{ *}}%csa.cx{{.*}}%call = call zeroext i8 @next(
// EDGES: edge {{ *}}27 -> 28 {{ *}}store i8 %call, i8* %r
// SIM: @main: returned 2
// SIM: races: 0
// SIM: random schedule matches the sequential run
