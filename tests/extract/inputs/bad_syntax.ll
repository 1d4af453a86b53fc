define void @f() {
entry:
  %x = add i32 1
  ret void
}
