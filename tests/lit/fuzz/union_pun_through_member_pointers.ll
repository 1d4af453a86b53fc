; csmith seed 110780 (clang-19 -O1, csmith --no-volatiles), reduced by hand to
; c/union_pun_through_member_pointers.c: f loads the union's long member through a pointer
; loaded from @gp and stores its short member at @g. At run time both touch bytes 0-1 of
; @g, but C makes an access to a union member through a pointer to another member
; undefined (strict aliasing), and the IR says so: the !tbaa tags (long, short) never
; alias, and LLVM's own AA answers NoAlias (`opt-19 -aa-pipeline=default -passes=aa-eval
; -evaluate-aa-metadata -print-all-alias-modref-info`). The standard mode follows the
; tags and leaves the pair unordered; the simulator's race is the program's undefined
; behaviour, as a sanitizer reports it. Built without strict aliasing
; (-fno-strict-aliasing: no tags, made here by stripping them), the pair is ordered and
; the program runs race-free.
; RUN: csarules why %s 37 38 --brief | filecheck %s --check-prefix=WHY
; RUN: not csarules sim %s --entry main --json | filecheck %s --check-prefix=TAGS
; RUN: sed 's/, !tbaa ![0-9]*//' %s > %t.ll
; RUN: csarules why %t.ll 37 38 --brief | filecheck %s --check-prefix=UNTAGGED-WHY
; RUN: csarules sim %t.ll --entry main --json | filecheck %s --check-prefix=UNTAGGED
; RUN: csarules sim %t.ll --entry main --no-runtime-checks --schedule random --seed 3 --json | filecheck %s --check-prefix=UNTAGGED
; WHY: Line 38 (store to @g) does not wait for line 37 (load of %1): {{.*}}their TBAA tags (!11 and !9) cannot alias (TypeBasedAA).
; TAGS: "race_count": 1
; UNTAGGED-WHY: Line 38 (store to @g) waits for line 37 (load of %1)
; UNTAGGED: "race_count": 0
; UNTAGGED: "matches_sequential": true

; ModuleID = 'union_pun_through_member_pointers.c'
source_filename = "union_pun_through_member_pointers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.U = type { i64 }

@gp = dso_local local_unnamed_addr global ptr null, align 8
@g = internal global %union.U { i64 -1 }, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local i64 @f() local_unnamed_addr #0 {
  %1 = load ptr, ptr @gp, align 8, !tbaa !5
  %2 = load i64, ptr %1, align 8, !tbaa !9
  store i16 5, ptr @g, align 8, !tbaa !11
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -32768, 33023) i32 @main() local_unnamed_addr #1 {
  store ptr @g, ptr @gp, align 8, !tbaa !5
  %1 = tail call i64 @f()
  %2 = trunc i64 %1 to i32
  %3 = and i32 %2, 255
  %4 = load i16, ptr @g, align 8, !tbaa !13
  %5 = sext i16 %4 to i32
  %6 = add nsw i32 %3, %5
  ret i32 %6
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = !{!7, !7, i64 0}
