define i32 @f(ptr %ap) {
entry:
  %v = va_arg ptr %ap, i32
  ret i32 %v
}
