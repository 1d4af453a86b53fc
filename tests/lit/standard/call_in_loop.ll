; A call that may read and write any memory is ordered with every access around
; it, in the same iteration and across iterations.
; RUN: csarules edges --mode standard %s | filecheck %s

declare void @sink(i32)

define void @calls(ptr noalias %A, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %A, i64 %i
  %v = load i32, ptr %p, align 4
  call void @sink(i32 %v)
  store i32 %v, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; load -> call -> store within an iteration; the next iteration's load waits for
; this call, and the next call for this store.
; CHECK-LABEL: @calls (standard):
; CHECK-DAG:     edge 14 -> 15 call void @sink(i32 %v)
; CHECK-DAG:     edge 15 -> 16 store i32 %v, ptr %p, align 4
; CHECK-DAG:     edge 15 -> 14 [carried by %loop] %v = load i32, ptr %p, align 4
; CHECK-DAG:     edge 16 -> 15 [carried by %loop] call void @sink(i32 %v)
