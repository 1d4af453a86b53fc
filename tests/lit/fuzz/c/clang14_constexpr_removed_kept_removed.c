// CC: clang-14 -O0 -fno-discard-value-names
// The shape of csmith seed 550 (clang-14 -O1): constant expressions LLVM 22 no longer
// parses (`sdiv`, `zext`, `icmp`, `sext`) around one it still takes (`trunc`) around a
// removed one again (`shl`), itself around a kept `add nsw` and a removed `zext (icmp ...)`.
// Every one becomes an instruction, innermost first on the line; the trunc really
// truncates (65536 as a short is 0), so the result is -1, not 0.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM
char a[5], b;
int out;

int main(void) {
    out = ((short)(((&a[3] != &b) + 1) << 15) == 0) / -1;
    return out;
}
// CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
// CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i32{{$}}
// CHECK-NEXT: [[ADD:%csa.cx[0-9]+]] = add nsw i32 [[EXT]], 1{{$}}
// CHECK-NEXT: [[SHL:%csa.cx[0-9]+]] = shl i32 [[ADD]], 15{{$}}
// CHECK-NEXT: [[TRUNC:%csa.cx[0-9]+]] = trunc i32 [[SHL]] to i16{{$}}
// CHECK-NEXT: [[SEXT:%csa.cx[0-9]+]] = sext i16 [[TRUNC]] to i32{{$}}
// CHECK-NEXT: [[EQ:%csa.cx[0-9]+]] = icmp eq i32 [[SEXT]], 0{{$}}
// CHECK-NEXT: [[ZEXT:%csa.cx[0-9]+]] = zext i1 [[EQ]] to i32{{$}}
// CHECK-NEXT: [[DIV:%csa.cx[0-9]+]] = sdiv i32 [[ZEXT]], -1{{$}}
// CHECK-NEXT: store i32 [[DIV]], i32* @out
// SIM: @main: returned -1
// SIM: races: 0
// SIM: random schedule matches the sequential run
