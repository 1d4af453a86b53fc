; Fields of an array of {i32, i32} at indices computed in the loop (k*7 % n, unknown to
; the distance test): .value sits at 0 and .next at 4 modulo 8, so the two stores never
; touch the same bytes, in one iteration or across iterations. No loop-carried edge, and
; each store waits only for the function entry.
; RUN: csarules edges --mode standard %s | filecheck %s
; RUN: csarules order --mode standard %s | grep -v '^ *;' | filecheck %s --check-prefix=IR

%node = type { i32, i32 }

define void @link(ptr %nodes, i32 %n) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k7 = mul nsw i32 %k, 7
  %p = srem i32 %k7, %n
  %p64 = sext i32 %p to i64
  %value = getelementptr inbounds %node, ptr %nodes, i64 %p64, i32 0
  store i32 %k, ptr %value, align 4
  %k.next = add nuw nsw i32 %k, 1
  %next = getelementptr inbounds %node, ptr %nodes, i64 %p64, i32 1
  store i32 %k.next, ptr %next, align 4
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK:     @link (standard):
; CHECK-NOT: carried by
; CHECK-NOT: 20 -> 23
; CHECK-NOT: 23 -> 20

; IR:       loop:
; IR-NOT:     phi i1
; IR:         call void @llvm.csa.inord(i1 %csa.entry)
; IR-NEXT:    store i32 %k, ptr %value, align 4
; IR:         call void @llvm.csa.inord(i1 %csa.entry)
; IR-NEXT:    store i32 %k.next, ptr %next, align 4
