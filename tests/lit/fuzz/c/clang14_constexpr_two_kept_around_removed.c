// CC: clang-14 -O0 -fno-discard-value-names
// Two constant expressions LLVM 22 still takes (`trunc` around `add nsw`) around one it no
// longer parses (`zext (icmp ...)`): both become instructions, outermost first, and the
// add keeps its flag.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM
char a[5], b;
signed char s;

int main(void) {
    s = (signed char)((&a[3] != &b) + 7);
    return s;
}
// CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
// CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i32{{$}}
// CHECK-NEXT: [[ADD:%csa.cx[0-9]+]] = add nsw i32 [[EXT]], 7{{$}}
// CHECK-NEXT: [[TRUNC:%csa.cx[0-9]+]] = trunc i32 [[ADD]] to i8{{$}}
// CHECK-NEXT: store i8 [[TRUNC]], i8* @s
// SIM: @main: returned 8
// SIM: races: 0
// SIM: random schedule matches the sequential run
