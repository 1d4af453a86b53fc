define void @f(i32 %d) {
entry:
  call void @llvm.csa.pipeline.loop(i32 %d)
  ret void
}

declare void @llvm.csa.pipeline.loop(i32)
