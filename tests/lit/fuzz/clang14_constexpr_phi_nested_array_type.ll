; A phi operand whose removed constant expression names a two-dimensional array's type,
; `[ zext (i1 icmp ne (i32* getelementptr inbounds ([2 x [3 x i32]], ...)) to i32), %entry ]`:
; the pair's label was looked for by a pattern that took brackets nested one deep only, so
; the rewrite gave up and the file was refused ("zext constexprs are no longer supported";
; csmith seed 1069, clang-14 -O1, `[1 x [2 x [3 x i32*]]]`). The instructions go to the
; entry block's terminator line.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules sim %s --entry main --arg 1 --arg i64[1]:zero --schedule random | FileCheck %s --check-prefix=SIM

; ModuleID = 'clang14_constexpr_phi_nested_array_type.c'
source_filename = "clang14_constexpr_phi_nested_array_type.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local global [2 x [3 x i32]] zeroinitializer, align 16
@h = dso_local global i32 0, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 1
  %0 = load i8*, i8** %arrayidx, align 8, !tbaa !5
  %1 = load i8, i8* %0, align 1, !tbaa !9
  %conv = sext i8 %1 to i32
  br label %if.end

if.end:                                           ; preds = %entry, %if.then
  %t.0 = phi i32 [ %conv, %if.then ], [ zext (i1 icmp ne (i32* getelementptr inbounds ([2 x [3 x i32]], [2 x [3 x i32]]* @g, i64 0, i64 1, i64 2), i32* @h) to i32), %entry ]
  store i32 %t.0, i32* @h, align 4, !tbaa !10
  ret i32 %t.0
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}

; CHECK: entry:
; CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i32* getelementptr inbounds ([2 x [3 x i32]], [2 x [3 x i32]]* @g, i64 0, i64 1, i64 2), @h{{$}}
; CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i32{{$}}
; CHECK-NEXT: br i1 %cmp, label %if.then, label %if.end
; CHECK: %t.0 = phi i32 [ %conv, %if.then ], [ [[EXT]], %entry ]
; SIM: @main: returned 1
; SIM: races: 0
; SIM: random schedule matches the sequential run
