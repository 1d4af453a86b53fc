; A[0] read before a loop that writes A[i] for i = 1, 2, ... (TSVC s1213, s211, s221:
; the first element is loaded ahead, the loop carries it in a register). The loop's
; address starts 4 bytes above A[0] and only moves up (stride 4, a counter that starts
; at 0), so the load and the stores never meet (stays_below). @from_zero starts at
; A[0]: its first store meets the load and waits for it; so does @down_from_five's, which
; starts above A[0] but moves down to it.
; RUN: csarules edges %s | FileCheck %s

define void @from_one(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  %a0 = load float, ptr %A, align 4
  br label %loop

loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %acc = phi float [ %a0, %entry ], [ %v, %loop ]
  %pb = getelementptr inbounds float, ptr %B, i64 %i
  %b = load float, ptr %pb, align 4
  %v = fadd float %acc, %b
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  store float %v, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @from_zero(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  %a0 = load float, ptr %A, align 4
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ %a0, %entry ], [ %v, %loop ]
  %pb = getelementptr inbounds float, ptr %B, i64 %i
  %b = load float, ptr %pb, align 4
  %v = fadd float %acc, %b
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  store float %v, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @down_from_five(ptr noalias %A, ptr noalias %B, i64 %n) {
entry:
  %a0 = load float, ptr %A, align 4
  br label %loop

loop:
  %i = phi i64 [ 5, %entry ], [ %i.next, %loop ]
  %acc = phi float [ %a0, %entry ], [ %v, %loop ]
  %pb = getelementptr inbounds float, ptr %B, i64 %i
  %b = load float, ptr %pb, align 4
  %v = fadd float %acc, %b
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  store float %v, ptr %pa, align 4
  %i.next = add nsw i64 %i, -1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: @from_one (standard)
; CHECK-NOT:   edge 11 -> 21
; CHECK:       edge 11 -> 27 ret void
; CHECK-NOT:   edge 11 -> 21
; CHECK-LABEL: @from_zero (standard)
; CHECK:       edge 32 -> 42 store float %v, ptr %pa
; CHECK-LABEL: @down_from_five (standard)
; CHECK:       edge 53 -> 63 store float %v, ptr %pa
