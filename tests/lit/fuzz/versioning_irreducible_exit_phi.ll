; A loop of an irreducible region: reading gives the region one header, and the code it
; adds (a guard block and phis) lies on the loop's entry and exit edges, which the rewrite
; edits in the text. Versioning indexed the text with an added phi's line and crashed
; (IndexError); the loop is now refused: code csarules added on reading.
; Found by csmith seed 116002 (clang-14 -O1); reduced with llvm-reduce-19.
; RUN: csarules order %s -o %t.ll
; RUN: csarules edges --json %s | FileCheck %s
; CHECK: "reason": "code csarules added on reading"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i32 @main(ptr %0) {
  br label %2

2:                                                ; preds = %1
  br i1 false, label %4, label %3

3:                                                ; preds = %6, %2
  br label %4

4:                                                ; preds = %3, %2
  br label %5

5:                                                ; preds = %6, %4
  store i32 0, ptr %0, align 4
  store i32 0, ptr null, align 4
  br label %6

6:                                                ; preds = %5
  switch i1 false, label %7 [
    i1 false, label %5
    i1 true, label %3
  ]

7:                                                ; preds = %6
  ret i32 0
}

