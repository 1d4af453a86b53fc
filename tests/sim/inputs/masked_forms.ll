; Vector getelementptr and every masked memory intrinsic, by hand (tests/sim/test_sim_vector.py).
%S = type { i32, float }
declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, i32, <4 x i1>)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32, <4 x i1>)
declare <4 x i32> @llvm.masked.expandload.v4i32(ptr, <4 x i1>, <4 x i32>)
declare void @llvm.masked.compressstore.v4i32(<4 x i32>, ptr, <4 x i1>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)

define i32 @f(ptr %a, ptr %s) {
  %v = getelementptr inbounds i32, ptr %a, <4 x i64> <i64 0, i64 2, i64 4, i64 6>
  %g = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %v, i32 4, <4 x i1> <i1 1, i1 0, i1 1, i1 1>, <4 x i32> <i32 100, i32 100, i32 100, i32 100>)
  %w = getelementptr inbounds %S, <4 x ptr> %v, <4 x i64> <i64 0, i64 1, i64 0, i64 1>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4>, <4 x ptr> %w, i32 4, <4 x i1> <i1 0, i1 1, i1 0, i1 1>)
  %p = getelementptr inbounds i32, ptr %a, i64 8
  %l = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 4, <4 x i1> <i1 1, i1 1, i1 0, i1 1>, <4 x i32> zeroinitializer)
  call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 7, i32 7, i32 7, i32 7>, ptr %s, i32 4, <4 x i1> <i1 0, i1 1, i1 1, i1 0>)
  %e = call <4 x i32> @llvm.masked.expandload.v4i32(ptr %p, <4 x i1> <i1 0, i1 1, i1 0, i1 1>, <4 x i32> zeroinitializer)
  %q = getelementptr inbounds i32, ptr %s, i64 4
  call void @llvm.masked.compressstore.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %q, <4 x i1> <i1 1, i1 0, i1 0, i1 1>)
  %r1 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %g)
  %r2 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %l)
  %r3 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %e)
  %t = add i32 %r1, %r2
  %u = mul i32 %r3, 1000
  %r = add i32 %t, %u
  ret i32 %r
}
