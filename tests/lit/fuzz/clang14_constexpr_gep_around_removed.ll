; A load's address is a `getelementptr` constant expression (which LLVM 22 still takes)
; whose index is one it no longer parses (`zext (icmp ...)`): the getelementptr becomes an
; instruction, and the load through it is still ordered after the store to the same
; array element.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules edges %s | FileCheck %s --check-prefix=EDGES
; RUN: csarules why %s 24 25 | FileCheck %s --check-prefix=WHY
; RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM

; ModuleID = 'clang14_constexpr_gep_around_removed.c'
source_filename = "clang14_constexpr_gep_around_removed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global [3 x i32] zeroinitializer, align 4
@a = dso_local global [5 x i8] zeroinitializer, align 1
@b = dso_local global i8 0, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 5, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 1), align 4
  %0 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 zext (i1 icmp ne (i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), i8* @b) to i64)), align 4
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
; CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i64{{$}}
; CHECK-NEXT: [[GEP:%csa.cx[0-9]+]] = getelementptr inbounds [3 x i32], [3 x i32]* @g, i64 0, i64 [[EXT]]{{$}}
; CHECK-NEXT: load i32, i32* [[GEP]]
; EDGES: edge {{ *}}{{[0-9]+}} -> 24 {{ *}}store i32 5, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 1)
; EDGES: edge {{ *}}24 -> 25 {{ *}}%csa.cx{{.*}}%0 = load i32, i32* %csa.cx
; WHY: required(24, 25, 0, "location")
; SIM: @main: returned 5
; SIM: races: 0
; SIM: random schedule matches the sequential run
