; A function holding a switch, after another function that has metadata of its own: the
; reader took its instructions' !tbaa tags from LLVM's print of each instruction alone,
; which numbers metadata for that function (the int store's !4 read as !0, the float
; tag), so the int store and the int load through two arguments were kept apart by TBAA
; (int against float) and raced when the arguments are one address. The tags are now
; read from the module's print, numbered as the module's metadata is.
; RUN: csarules edges %s | FileCheck %s
; RUN: csarules sim %s --entry second --arg "i32[1]:zero" --arg "p+0" --arg 1
; RUN: csarules sim %s --entry second --arg "i32[1]:zero" --arg "p+0" --arg 1 --schedule random --seed 3

define void @first(ptr %p, float %v) {
  store float %v, ptr %p, align 4, !tbaa !0
  ret void
}

define i32 @second(ptr %p, ptr %q, i32 %k) {
entry:
  switch i32 %k, label %done [
    i32 1, label %one
  ]
one:
  br label %done
done:
  store i32 %k, ptr %p, align 4, !tbaa !4
  %v = load i32, ptr %q, align 4, !tbaa !6
  ret i32 %v
}

!0 = !{!1, !1, i64 0}
!1 = !{!"float", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !2, i64 0}
!6 = !{!5, !5, i64 0, i1 false}

; CHECK-LABEL: @second (standard):
; CHECK:       edge 24 -> 25 %v = load i32, ptr %q
