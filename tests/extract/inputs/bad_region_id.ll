; The region id of llvm.csa.parallel.region.entry must be a constant.
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)

define void @f(i32 %id) {
entry:
  %r = call i32 @llvm.csa.parallel.region.entry(i32 %id)
  call void @llvm.csa.parallel.region.exit(i32 %r)
  ret void
}
