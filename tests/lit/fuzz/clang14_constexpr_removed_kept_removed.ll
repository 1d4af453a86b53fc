; The shape of csmith seed 550 (clang-14 -O1): constant expressions LLVM 22 no longer
; parses (`sdiv`, `zext`, `icmp`, `sext`) around one it still takes (`trunc`) around a
; removed one again (`shl`), itself around a kept `add nsw` and a removed `zext (icmp ...)`.
; Every one becomes an instruction, innermost first on the line; the trunc really
; truncates (65536 as a short is 0), so the result is -1, not 0.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM

; ModuleID = 'clang14_constexpr_removed_kept_removed.c'
source_filename = "clang14_constexpr_removed_kept_removed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local global [5 x i8] zeroinitializer, align 1
@b = dso_local global i8 0, align 1
@out = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 sdiv (i32 zext (i1 icmp eq (i32 sext (i16 trunc (i32 shl (i32 add nsw (i32 zext (i1 icmp ne (i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), i8* @b) to i32), i32 1), i32 15) to i16) to i32), i32 0) to i32), i32 -1), i32* @out, align 4
  %0 = load i32, i32* @out, align 4
  ret i32 %0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}

; CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
; CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i32{{$}}
; CHECK-NEXT: [[ADD:%csa.cx[0-9]+]] = add nsw i32 [[EXT]], 1{{$}}
; CHECK-NEXT: [[SHL:%csa.cx[0-9]+]] = shl i32 [[ADD]], 15{{$}}
; CHECK-NEXT: [[TRUNC:%csa.cx[0-9]+]] = trunc i32 [[SHL]] to i16{{$}}
; CHECK-NEXT: [[SEXT:%csa.cx[0-9]+]] = sext i16 [[TRUNC]] to i32{{$}}
; CHECK-NEXT: [[EQ:%csa.cx[0-9]+]] = icmp eq i32 [[SEXT]], 0{{$}}
; CHECK-NEXT: [[ZEXT:%csa.cx[0-9]+]] = zext i1 [[EQ]] to i32{{$}}
; CHECK-NEXT: [[DIV:%csa.cx[0-9]+]] = sdiv i32 [[ZEXT]], -1{{$}}
; CHECK-NEXT: store i32 [[DIV]], i32* @out
; SIM: @main: returned -1
; SIM: races: 0
; SIM: random schedule matches the sequential run
