; Two blocks entered from the entry that jump into each other: an irreducible cycle.
define void @irr(i1 %c, ptr %p) {
entry:
  br i1 %c, label %a, label %b

a:
  store i32 1, ptr %p
  br label %b

b:
  %v = load i32, ptr %p
  %t = icmp eq i32 %v, 0
  br i1 %t, label %a, label %exit

exit:
  ret void
}
