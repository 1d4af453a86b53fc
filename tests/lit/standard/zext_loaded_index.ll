; A[zext(x)] and A[zext(x) + 1] with x loaded anew in every iteration: the address is not
; affine (x changes inside the loop), so iteration t's load of A[x_t + 1] may be iteration
; t+1's store to A[x_{t+1}]. The store must wait for the previous iteration's load.
; RUN: csarules edges --mode standard %s | filecheck %s

define void @f(ptr %A, ptr %I, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pi = getelementptr inbounds i32, ptr %I, i64 %i
  %x = load i32, ptr %pi, align 4
  %z = zext i32 %x to i64
  %p0 = getelementptr inbounds i32, ptr %A, i64 %z
  store i32 1, ptr %p0, align 4
  %z1 = add nuw i64 %z, 1
  %p1 = getelementptr inbounds i32, ptr %A, i64 %z1
  %v = load i32, ptr %p1, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK: @f (standard):
; CHECK: edge{{ +}}19 -> 16{{ +}}[carried by %loop]  store i32 1, ptr %p0
