; Exceptions are outside the supported subset.
declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp

ok:
  ret void

lp:
  %x = landingpad { ptr, i32 } cleanup
  ret void
}
