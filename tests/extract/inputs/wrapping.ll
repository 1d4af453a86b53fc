; Narrow index arithmetic that wraps: the i8 value i + 200 (LLVM prints the constant
; as -56) zero-extends to i + 200, the same byte as the i64 index zext(i) + 200. An
; analysis that looked through the first zext without a nuw flag would see i - 56
; and put the two accesses 256 bytes apart.
define void @same_after_wrap(ptr %A, i8 %n) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i.next, %loop ]
  %a = add i8 %i, 200
  %wa = zext i8 %a to i64
  %wi = zext i8 %i to i64
  %c = add nuw nsw i64 %wi, 200
  %pa = getelementptr i8, ptr %A, i64 %wa
  %pc = getelementptr i8, ptr %A, i64 %c
  %v = load i8, ptr %pa
  %v1 = add i8 %v, 1
  store i8 %v1, ptr %pc
  %i.next = add nuw i8 %i, 1
  %done = icmp eq i8 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
