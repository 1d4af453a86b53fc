source_filename = "alias_cases.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ga = dso_local global [8 x i32] zeroinitializer, align 16
@gb = dso_local global [8 x i32] zeroinitializer, align 16
@table = dso_local local_unnamed_addr global [2 x ptr] [ptr @ga, ptr @gb], align 16
@gp = dso_local local_unnamed_addr global ptr null, align 8
@__const.pick_local.a = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@__const.pick_local.b = private unnamed_addr constant [4 x i32] [i32 5, i32 6, i32 7, i32 8], align 16

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @stash(ptr noundef %0) local_unnamed_addr #0 {
  store ptr %0, ptr @gp, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @bump_global() local_unnamed_addr #1 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @ga, i64 4), align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr getelementptr inbounds (i8, ptr @ga, i64 4), align 4, !tbaa !9
  %3 = load i32, ptr getelementptr inbounds (i8, ptr @gb, i64 8), align 8, !tbaa !9
  %4 = add nsw i32 %3, 2
  store i32 %4, ptr getelementptr inbounds (i8, ptr @gb, i64 8), align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local i32 @escaped_local(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [2 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  store i32 %0, ptr %2, align 4, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = add nsw i32 %0, 1
  store i32 %4, ptr %3, align 4, !tbaa !9
  call void @stash(ptr noundef nonnull %2)
  %5 = load ptr, ptr @gp, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 7, ptr %6, align 4, !tbaa !9
  %7 = load i32, ptr %2, align 4, !tbaa !9
  %8 = load i32, ptr %3, align 4, !tbaa !9
  %9 = add nsw i32 %8, %7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @pick_local(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = alloca [4 x i32], align 16
  %4 = alloca [4 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.pick_local.a, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, ptr noundef nonnull align 16 dereferenceable(16) @__const.pick_local.b, i64 16, i1 false)
  %5 = icmp eq i32 %0, 0
  %6 = select i1 %5, ptr %4, ptr %3
  %7 = and i32 %1, 3
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %6, i64 %8
  store i32 9, ptr %9, align 4, !tbaa !9
  %10 = icmp sgt i32 %1, 0
  %11 = and i32 %1, 1
  %12 = icmp eq i32 %11, 0
  %13 = getelementptr inbounds i8, ptr %3, i64 8
  %14 = getelementptr inbounds i8, ptr %4, i64 8
  %15 = load i32, ptr %14, align 8
  %16 = load i32, ptr %13, align 8
  %17 = select i1 %5, i32 %15, i32 %16
  %18 = select i1 %12, ptr %3, ptr %4
  %19 = select i1 %10, ptr %18, ptr %3
  %20 = getelementptr inbounds i8, ptr %19, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !9
  %22 = add nsw i32 %21, %17
  store i32 %22, ptr %20, align 4, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %3, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %4, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = add nsw i32 %26, %24
  %28 = load i32, ptr %13, align 8, !tbaa !9
  %29 = add nsw i32 %27, %28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11
  ret i32 %29
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @pointer_iv(ptr noundef %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds i32, ptr %0, i64 %3
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %7, %2
  ret void

7:                                                ; preds = %2, %7
  %8 = phi ptr [ %9, %7 ], [ %0, %2 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = load i32, ptr %8, align 4, !tbaa !9
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr %8, align 4, !tbaa !9
  %13 = icmp eq ptr %9, %4
  br i1 %13, label %6, label %7, !llvm.loop !11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @mem_overlap(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = and i32 %1, 7
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %0, i8 1, i64 16, i1 false)
  %6 = load i8, ptr %5, align 1, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %0, i64 5
  store i8 %6, ptr %7, align 1, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @union_struct(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #7 {
  store i32 16909060, ptr %0, align 4, !tbaa !14
  %3 = getelementptr inbounds i8, ptr %0, i64 2
  store i8 9, ptr %3, align 2, !tbaa !14
  %4 = load i16, ptr %3, align 2, !tbaa !14
  %5 = add i16 %4, 1
  store i16 %5, ptr %3, align 2, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 3, ptr %6, align 4, !tbaa !15
  store i8 1, ptr %1, align 8, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = getelementptr inbounds i8, ptr %1, i64 18
  store i16 3, ptr %8, align 2, !tbaa !19
  %9 = getelementptr inbounds i8, ptr %0, i64 3
  %10 = load i8, ptr %9, align 1, !tbaa !14
  %11 = sext i8 %10 to i32
  %12 = add nsw i32 %11, 1
  %13 = sitofp i32 %12 to double
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  store double %13, ptr %14, align 8, !tbaa !21
  %15 = load i32, ptr %0, align 4, !tbaa !14
  %16 = load i16, ptr %7, align 8, !tbaa !19
  %17 = sext i16 %16 to i32
  %18 = add nsw i32 %15, %17
  ret i32 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @call_writes_globals(i32 noundef %0) local_unnamed_addr #9 {
  store i32 %0, ptr getelementptr inbounds (i8, ptr @ga, i64 4), align 4, !tbaa !9
  store i32 %0, ptr getelementptr inbounds (i8, ptr @gb, i64 8), align 8, !tbaa !9
  tail call void @bump_global()
  %2 = load i32, ptr getelementptr inbounds (i8, ptr @ga, i64 4), align 4, !tbaa !9
  %3 = load i32, ptr getelementptr inbounds (i8, ptr @gb, i64 8), align 8, !tbaa !9
  %4 = add nsw i32 %3, %2
  %5 = load i32, ptr @ga, align 16, !tbaa !9
  %6 = add nsw i32 %4, %5
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @table_walk(i32 noundef %0) local_unnamed_addr #6 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %5, %1
  %4 = phi i32 [ 0, %1 ], [ %15, %5 ]
  ret i32 %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %15, %5 ], [ 0, %1 ]
  %7 = phi i32 [ %16, %5 ], [ 0, %1 ]
  %8 = and i32 %7, 1
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  store i32 %7, ptr %11, align 4, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %11, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = add i32 %6, %7
  %15 = add i32 %14, %13
  %16 = add nuw nsw i32 %7, 1
  %17 = icmp eq i32 %16, %0
  br i1 %17, label %3, label %5, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rows(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #10 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %19

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = sext i32 %2 to i64
  %8 = sext i32 %2 to i64
  %9 = zext nneg i32 %1 to i64
  %10 = zext nneg i32 %2 to i64
  br label %11

11:                                               ; preds = %5, %20
  %12 = phi i64 [ 1, %5 ], [ %21, %20 ]
  br i1 %6, label %13, label %20

13:                                               ; preds = %11
  %14 = add nsw i64 %12, -1
  %15 = mul nsw i64 %14, %7
  %16 = mul nuw nsw i64 %12, %8
  %17 = getelementptr i32, ptr %0, i64 %15
  %18 = getelementptr i32, ptr %0, i64 %16
  br label %23

19:                                               ; preds = %20, %3
  ret void

20:                                               ; preds = %23, %11
  %21 = add nuw nsw i64 %12, 1
  %22 = icmp eq i64 %21, %9
  br i1 %22, label %19, label %11, !llvm.loop !23

23:                                               ; preds = %13, %23
  %24 = phi i64 [ 0, %13 ], [ %30, %23 ]
  %25 = getelementptr i32, ptr %17, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = getelementptr i32, ptr %18, i64 %24
  %28 = load i32, ptr %27, align 4, !tbaa !9
  %29 = add nsw i32 %28, %26
  store i32 %29, ptr %27, align 4, !tbaa !9
  %30 = add nuw nsw i64 %24, 1
  %31 = icmp eq i64 %30, %10
  br i1 %31, label %20, label %23, !llvm.loop !24
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !10, i64 4}
!16 = !{!"S", !7, i64 0, !10, i64 4, !17, i64 8, !7, i64 16}
!17 = !{!"double", !7, i64 0}
!18 = !{!16, !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !7, i64 0}
!21 = !{!16, !17, i64 8}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
