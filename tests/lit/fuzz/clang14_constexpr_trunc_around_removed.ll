; A constant expression LLVM 22 still takes (`trunc`) around one it no longer parses
; (`shl`, itself around `zext (icmp ...)`): the trunc becomes an instruction too, since a
; constant cannot name the instruction the shl becomes. Found by benchmarks/fuzz.py
; (csmith seed 580, clang-14 -O1).
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM

; ModuleID = 'clang14_constexpr_trunc_around_removed.c'
source_filename = "clang14_constexpr_trunc_around_removed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local global [5 x i8] zeroinitializer, align 1
@b = dso_local global i8 0, align 1
@s = dso_local global i8 0, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i8 trunc (i32 shl (i32 zext (i1 icmp ne (i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), i8* @b) to i32), i32 1) to i8), i8* @s, align 1
  %0 = load i8, i8* @s, align 1
  %conv = sext i8 %0 to i32
  ret i32 %conv
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
; CHECK-NEXT: [[SHL:%csa.cx[0-9]+]] = shl i32 [[EXT]], 1{{$}}
; CHECK-NEXT: [[TRUNC:%csa.cx[0-9]+]] = trunc i32 [[SHL]] to i8{{$}}
; CHECK-NEXT: store i8 [[TRUNC]], i8* @s
; SIM: @main: returned 2
; SIM: races: 0
; SIM: random schedule matches the sequential run
