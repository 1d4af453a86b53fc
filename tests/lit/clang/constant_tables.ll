; A translation unit of constant tables only (as Lua's lctype.c): its module defines no
; function, so there is nothing to order. `order` writes the module unchanged, byte for
; byte, and prints nothing on stderr.
; RUN: csarules order %s -o %t.ll 2> %t.err
; RUN: diff %s %t.ll
; RUN: FileCheck %s --allow-empty --check-prefix=QUIET < %t.err

; ModuleID = 'constant_tables.c'
source_filename = "constant_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@char_class = dso_local local_unnamed_addr constant [16 x i8] c"\00\00\00\00\00\00\00\00\00\0C\0C\0C\0C\0C\00\00", align 16
@.str = private unnamed_addr constant [5 x i8] c"MOVE\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"LOADI\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"LOADF\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"LOADK\00", align 1
@opnames = dso_local local_unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@counter = dso_local local_unnamed_addr global i32 0, align 4

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}

; QUIET-NOT: {{.}}
