; A phi operand that is a constant expression LLVM 22 still takes (`trunc (add (...))`)
; around one it no longer parses (`zext (icmp ...)`): all of them become instructions at
; the start of the predecessor's terminator line (here the entry block's branch).
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules sim %s --entry main --arg 1 --arg i64[1]:zero --schedule random | FileCheck %s --check-prefix=SIM

; ModuleID = 'clang14_constexpr_phi_kept_around_removed.c'
source_filename = "clang14_constexpr_phi_kept_around_removed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local global [5 x i8] zeroinitializer, align 1
@b = dso_local global i8 0, align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #0 {
entry:
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 1
  %0 = load i8*, i8** %arrayidx, align 8, !tbaa !5
  %1 = load i8, i8* %0, align 1, !tbaa !9
  br label %if.end

if.end:                                           ; preds = %entry, %if.then
  %t.0 = phi i8 [ %1, %if.then ], [ trunc (i32 add (i32 zext (i1 icmp ne (i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), i8* @b) to i32), i32 7) to i8), %entry ]
  store i8 %t.0, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 0), align 1, !tbaa !9
  %conv = sext i8 %t.0 to i32
  ret i32 %conv
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

; CHECK: entry:
; CHECK: [[CMP:%csa.cx[0-9]+]] = icmp ne i8* getelementptr inbounds ([5 x i8], [5 x i8]* @a, i64 0, i64 3), @b{{$}}
; CHECK-NEXT: [[EXT:%csa.cx[0-9]+]] = zext i1 [[CMP]] to i32{{$}}
; CHECK-NEXT: [[ADD:%csa.cx[0-9]+]] = add i32 [[EXT]], 7{{$}}
; CHECK-NEXT: [[TRUNC:%csa.cx[0-9]+]] = trunc i32 [[ADD]] to i8{{$}}
; CHECK-NEXT: br i1 %cmp, label %if.then, label %if.end
; CHECK: phi i8 [ %1, %if.then ], [ [[TRUNC]], %entry ]
; SIM: @main: returned 8
; SIM: races: 0
; SIM: random schedule matches the sequential run
