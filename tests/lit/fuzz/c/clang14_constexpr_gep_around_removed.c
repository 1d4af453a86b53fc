// CC: clang-14 -O0 -fno-discard-value-names
// A load's address is a `getelementptr` constant expression (which LLVM 22 still takes)
// whose index is one it no longer parses (`zext (icmp ...)`): the getelementptr becomes an
// instruction, and the load through it is still ordered after the store to the same
// array element.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules edges %s | FileCheck %s --check-prefix=EDGES
// RUN: csarules why %s 24 25 | FileCheck %s --check-prefix=WHY
// RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM
int g[3];
char a[5], b;

int main(void) {
    g[1] = 5;
    return g[&a[3] != &b];
}
// CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
// CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i64{{$}}
// CHECK-NEXT: [[GEP:%csa.cx[0-9]+]] = getelementptr inbounds [3 x i32], [3 x i32]* @g, i64 0, i64 [[EXT]]{{$}}
// CHECK-NEXT: load i32, i32* [[GEP]]
// The store to g[1] is line 24; the load through the hoisted address keeps line 25
// EDGES: edge {{ *}}{{[0-9]+}} -> 24 {{ *}}store i32 5, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 1)
// EDGES: edge {{ *}}24 -> 25 {{ *}}%csa.cx{{.*}}%0 = load i32, i32* %csa.cx
// `why` names the input's lines too: the load waits for the store (same location)
// WHY: required(24, 25, 0, "location")
// SIM: @main: returned 5
// SIM: races: 0
// SIM: random schedule matches the sequential run
