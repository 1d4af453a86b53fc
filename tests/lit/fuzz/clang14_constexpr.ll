; clang-14 folds these address comparisons into constant expressions LLVM 22 no longer
; parses: `zext (i1 icmp ne (...) to i8)` as a call argument and `icmp eq (...)` as a phi
; operand. They become instructions (%csa.cxN) at the start of the line of their use (of
; the predecessor's terminator for the phi), so every line of the input keeps its number.
; Found by benchmarks/fuzz.py (csmith programs compiled by clang-14).
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules edges %s | FileCheck %s --check-prefix=EDGES
; RUN: csarules sim %s --entry main --schedule random | FileCheck %s --check-prefix=SIM

; ModuleID = 'clang14_constexpr.c'
source_filename = "clang14_constexpr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global [3 x i32] zeroinitializer, align 4
@a = dso_local global [5 x i8] zeroinitializer, align 1
@b = dso_local global i8 0, align 1
@out = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %r = alloca i8, align 1
  %t = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  %call = call zeroext i8 @next(i8 noundef zeroext zext (i1 icmp ne (i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 2), i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 0)) to i8))
  store i8 %call, i8* %r, align 1
  %0 = load i8, i8* %r, align 1
  %conv = zext i8 %0 to i32
  %tobool = icmp ne i32 %conv, 0
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %1 = phi i1 [ false, %entry ], [ icmp eq (i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), i8* @b), %land.rhs ]
  %land.ext = zext i1 %1 to i32
  store i32 %land.ext, i32* %t, align 4
  %2 = load i8, i8* %r, align 1
  %conv1 = zext i8 %2 to i32
  %3 = load i32, i32* %t, align 4
  %add = add nsw i32 %conv1, %3
  store i32 %add, i32* @out, align 4
  %4 = load i32, i32* @out, align 4
  store i32 %4, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 1), align 4
  %5 = load i32, i32* @out, align 4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @next(i8 noundef zeroext %x) #0 {
entry:
  %x.addr = alloca i8, align 1
  store i8 %x, i8* %x.addr, align 1
  %0 = load i8, i8* %x.addr, align 1
  %conv = zext i8 %0 to i32
  %add = add nsw i32 %conv, 1
  %conv1 = trunc i32 %add to i8
  ret i8 %conv1
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

; CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i32* getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 2), getelementptr inbounds ([3 x i32], [3 x i32]* @g, i64 0, i64 0){{$}}
; CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i8{{$}}
; CHECK-NEXT: %call = call zeroext i8 @next(i8 noundef zeroext [[EXT]])
; CHECK: [[PHIOP:%csa.cx[0-9]+]] = icmp eq i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
; CHECK-NEXT: br label %land.end
; CHECK: %1 = phi i1 [ false, %entry ], [ [[PHIOP]], %land.rhs ]
; EDGES: edge {{ *}}26 -> 27 {{ *}}%csa.cx{{.*}}%call = call zeroext i8 @next(
; EDGES: edge {{ *}}27 -> 28 {{ *}}store i8 %call, i8* %r
; SIM: @main: returned 2
; SIM: races: 0
; SIM: random schedule matches the sequential run
