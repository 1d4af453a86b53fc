; Scoped noalias one way round: the store to %a lists scope !1 as noalias, the load of %b
; is in it, nothing more (what inlining a function with a restrict argument leaves when
; only one access carries the scope, as clang -O3 left csmith 113372). The pair is apart,
; whichever comes first; `order` (rules/listed/standard.dl, which asks about the store
; before the load only) must know it as the whole program does: the load waits for what
; the store waits for, not for the store. The plain loads and stores after it give the
; function covers, so that the listed program asks about its pairs one way round.
; RUN: csarules order %s | %strip-checks | FileCheck %s

define void @one_way(ptr %a, ptr %b, ptr %c, ptr %d) {
entry:
  store i32 0, ptr %c, align 4
  store i32 1, ptr %d, align 4
  store i32 2, ptr %c, align 4
  br label %next

next:
  store i32 -60, ptr %a, align 4, !noalias !3
  %v = load i32, ptr %b, align 4, !alias.scope !3
  store i32 %v, ptr %d, align 4
  %x0 = load i32, ptr %c, align 4
  store i32 %x0, ptr %d, align 4
  %x1 = load i32, ptr %c, align 4
  store i32 %x1, ptr %d, align 4
  %x2 = load i32, ptr %c, align 4
  store i32 %x2, ptr %d, align 4
  %x3 = load i32, ptr %c, align 4
  store i32 %x3, ptr %d, align 4
  %x4 = load i32, ptr %c, align 4
  store i32 %x4, ptr %d, align 4
  %x5 = load i32, ptr %c, align 4
  store i32 %x5, ptr %d, align 4
  %x6 = load i32, ptr %c, align 4
  store i32 %x6, ptr %d, align 4
  %x7 = load i32, ptr %c, align 4
  store i32 %x7, ptr %d, align 4
  %x8 = load i32, ptr %c, align 4
  store i32 %x8, ptr %d, align 4
  %x9 = load i32, ptr %c, align 4
  store i32 %x9, ptr %d, align 4
  %x10 = load i32, ptr %c, align 4
  store i32 %x10, ptr %d, align 4
  %x11 = load i32, ptr %c, align 4
  store i32 %x11, ptr %d, align 4
  %w = load i32, ptr %c, align 4
  store i32 %w, ptr %d, align 4
  ret void
}

!0 = distinct !{!0, !"inlined"}
!1 = distinct !{!1, !0, !"inlined: %p"}
!3 = !{!1}

; CHECK-LABEL: next:
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[BEFORE:%csa.o[0-9]+]])
; CHECK-NEXT:    store i32 -60, ptr %a
; CHECK-NEXT:    [[STORE:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[BEFORE]])
; CHECK-NEXT:    %v = load i32, ptr %b
