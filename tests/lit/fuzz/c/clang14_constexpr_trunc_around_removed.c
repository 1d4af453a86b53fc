// CC: clang-14 -O0 -fno-discard-value-names
// A constant expression LLVM 22 still takes (`trunc`) around one it no longer parses
// (`shl`, itself around `zext (icmp ...)`): the trunc becomes an instruction too, since a
// constant cannot name the instruction the shl becomes. Found by benchmarks/fuzz.py
// (csmith seed 580, clang-14 -O1).
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM
char a[5], b;
signed char s;

int main(void) {
    s = (signed char)((&a[3] != &b) << 1);
    return s;
}
// CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
// CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i32{{$}}
// CHECK-NEXT: [[SHL:%csa.cx[0-9]+]] = shl i32 [[EXT]], 1{{$}}
// CHECK-NEXT: [[TRUNC:%csa.cx[0-9]+]] = trunc i32 [[SHL]] to i8{{$}}
// CHECK-NEXT: store i8 [[TRUNC]], i8* @s
// SIM: @main: returned 2
// SIM: races: 0
// SIM: random schedule matches the sequential run
