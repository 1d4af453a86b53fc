; Two-pointer loops whose sides do meet across iterations keep their loop-carried edge.
; @step_two_ahead: i.next < j.next only says i < j in the next iteration, so A[i+2] of
; iteration t may be A[j] of iteration t+1. @slow_hi: j rises too (by 1 while i rises by 2),
; so A[j+1] of an early iteration may be A[i] of a later one.
; RUN: csarules edges --mode standard %s | filecheck %s

define void @step_two_ahead(ptr %A, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ %n, %entry ], [ %j.next, %loop ]
  %pj = getelementptr inbounds i32, ptr %A, i64 %j
  %vj = load i32, ptr %pj, align 4
  %i2 = add nsw i64 %i, 2
  %pi = getelementptr inbounds i32, ptr %A, i64 %i2
  store i32 %vj, ptr %pi, align 4
  %i.next = add nuw nsw i64 %i, 1
  %j.next = add nsw i64 %j, -1
  %more = icmp slt i64 %i.next, %j.next
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @step_two_ahead (standard):
; CHECK:       edge{{ +}}15 -> 18{{ +}}store
; CHECK-NEXT:  edge{{ +}}18 -> 15{{ +}}[carried by %loop]  %vj = load

define void @slow_hi(ptr %A, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ %n, %entry ], [ %j.next, %loop ]
  %pi = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 0, ptr %pi, align 4
  %j1 = add nsw i64 %j, 1
  %pj = getelementptr inbounds i32, ptr %A, i64 %j1
  %vj = load i32, ptr %pj, align 4
  %i.next = add nuw nsw i64 %i, 2
  %j.next = add nsw i64 %j, 1
  %more = icmp slt i64 %i.next, %j.next
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK-LABEL: @slow_hi (standard):
; CHECK:       edge{{ +}}40 -> 43{{ +}}%vj = load
; CHECK-NEXT:  edge{{ +}}43 -> 40{{ +}}[carried by %loop]  store i32 0
