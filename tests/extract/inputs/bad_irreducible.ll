; An irreducible cycle one of whose entries an indirectbr jumps to: that edge cannot be
; redirected to a new loop header (csarules/ir/irreducible.py), so the module is refused.
define void @irr(i1 %c, ptr %p) {
entry:
  %t0 = select i1 %c, ptr blockaddress(@irr, %a), ptr blockaddress(@irr, %b)
  indirectbr ptr %t0, [label %a, label %b]

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
