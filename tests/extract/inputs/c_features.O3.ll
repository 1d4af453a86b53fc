source_filename = "c_features.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }
%struct.P = type { i32, float, [3 x i64] }

@tbl = internal unnamed_addr constant [16 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16], align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 %0(i32 noundef %1) #19
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @sumv(i32 noundef %0, ...) local_unnamed_addr #1 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #19
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %32

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
  %10 = and i32 %0, 1
  %11 = icmp eq i32 %0, 1
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = and i32 %0, 2147483646
  br label %34

14:                                               ; preds = %59, %4
  %15 = phi i32 [ poison, %4 ], [ %64, %59 ]
  %16 = phi ptr [ %9, %4 ], [ %60, %59 ]
  %17 = phi i32 [ 0, %4 ], [ %64, %59 ]
  %18 = phi i32 [ %5, %4 ], [ %61, %59 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %14
  %21 = icmp ult i32 %18, 41
  br i1 %21, label %24, label %22

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %16, i64 8
  store ptr %23, ptr %6, align 8
  br label %28

24:                                               ; preds = %20
  %25 = zext nneg i32 %18 to i64
  %26 = getelementptr i8, ptr %8, i64 %25
  %27 = add nuw nsw i32 %18, 8
  store i32 %27, ptr %2, align 16
  br label %28

28:                                               ; preds = %24, %22
  %29 = phi ptr [ %26, %24 ], [ %16, %22 ]
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = add nsw i32 %30, %17
  br label %32

32:                                               ; preds = %28, %14, %1
  %33 = phi i32 [ 0, %1 ], [ %15, %14 ], [ %31, %28 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #19
  ret i32 %33

34:                                               ; preds = %59, %12
  %35 = phi ptr [ %9, %12 ], [ %60, %59 ]
  %36 = phi i32 [ 0, %12 ], [ %64, %59 ]
  %37 = phi i32 [ %5, %12 ], [ %61, %59 ]
  %38 = phi i32 [ 0, %12 ], [ %65, %59 ]
  %39 = icmp ult i32 %37, 41
  br i1 %39, label %40, label %44

40:                                               ; preds = %34
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %8, i64 %41
  %43 = add nuw nsw i32 %37, 8
  store i32 %43, ptr %2, align 16
  br label %46

44:                                               ; preds = %34
  %45 = getelementptr i8, ptr %35, i64 8
  store ptr %45, ptr %6, align 8
  br label %46

46:                                               ; preds = %44, %40
  %47 = phi ptr [ %35, %40 ], [ %45, %44 ]
  %48 = phi i32 [ %43, %40 ], [ %37, %44 ]
  %49 = phi ptr [ %42, %40 ], [ %35, %44 ]
  %50 = load i32, ptr %49, align 4, !tbaa !5
  %51 = add nsw i32 %50, %36
  %52 = icmp ult i32 %48, 41
  br i1 %52, label %55, label %53

53:                                               ; preds = %46
  %54 = getelementptr i8, ptr %47, i64 8
  store ptr %54, ptr %6, align 8
  br label %59

55:                                               ; preds = %46
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr i8, ptr %8, i64 %56
  %58 = add nuw nsw i32 %48, 8
  store i32 %58, ptr %2, align 16
  br label %59

59:                                               ; preds = %55, %53
  %60 = phi ptr [ %47, %55 ], [ %54, %53 ]
  %61 = phi i32 [ %58, %55 ], [ %48, %53 ]
  %62 = phi ptr [ %57, %55 ], [ %47, %53 ]
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add nsw i32 %63, %51
  %65 = add i32 %38, 2
  %66 = icmp eq i32 %65, %13
  br i1 %66, label %14, label %34, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla(i32 noundef %0) local_unnamed_addr #4 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %73

5:                                                ; preds = %1
  %6 = and i64 %2, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i64 %2, 2147483644
  br label %52

10:                                               ; preds = %52, %5
  %11 = phi i64 [ 0, %5 ], [ %70, %52 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %10, %13
  %14 = phi i64 [ %19, %13 ], [ %11, %10 ]
  %15 = phi i64 [ %20, %13 ], [ 0, %10 ]
  %16 = mul nuw nsw i64 %14, %14
  %17 = getelementptr inbounds i32, ptr %3, i64 %14
  %18 = trunc nuw i64 %16 to i32
  store i32 %18, ptr %17, align 4, !tbaa !5
  %19 = add nuw nsw i64 %14, 1
  %20 = add i64 %15, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %22, label %13, !llvm.loop !11

22:                                               ; preds = %13, %10
  br i1 %4, label %23, label %73

23:                                               ; preds = %22
  %24 = zext nneg i32 %0 to i64
  %25 = getelementptr i32, ptr %3, i64 %24
  %26 = icmp ult i32 %0, 8
  br i1 %26, label %27, label %30

27:                                               ; preds = %48, %23
  %28 = phi i64 [ 0, %23 ], [ %31, %48 ]
  %29 = phi i32 [ 0, %23 ], [ %50, %48 ]
  br label %75

30:                                               ; preds = %23
  %31 = and i64 %2, 2147483640
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %46, %32 ]
  %34 = phi <4 x i32> [ zeroinitializer, %30 ], [ %44, %32 ]
  %35 = phi <4 x i32> [ zeroinitializer, %30 ], [ %45, %32 ]
  %36 = xor i64 %33, -1
  %37 = getelementptr i32, ptr %25, i64 %36
  %38 = getelementptr i8, ptr %37, i64 -12
  %39 = getelementptr i8, ptr %37, i64 -28
  %40 = load <4 x i32>, ptr %38, align 4, !tbaa !5
  %41 = shufflevector <4 x i32> %40, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %42 = load <4 x i32>, ptr %39, align 4, !tbaa !5
  %43 = shufflevector <4 x i32> %42, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %44 = add <4 x i32> %41, %34
  %45 = add <4 x i32> %43, %35
  %46 = add nuw i64 %33, 8
  %47 = icmp eq i64 %46, %31
  br i1 %47, label %48, label %32, !llvm.loop !13

48:                                               ; preds = %32
  %49 = add <4 x i32> %45, %44
  %50 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %49)
  %51 = icmp eq i64 %31, %2
  br i1 %51, label %73, label %27

52:                                               ; preds = %52, %8
  %53 = phi i64 [ 0, %8 ], [ %70, %52 ]
  %54 = phi i64 [ 0, %8 ], [ %71, %52 ]
  %55 = mul nuw nsw i64 %53, %53
  %56 = getelementptr inbounds i32, ptr %3, i64 %53
  %57 = trunc nuw i64 %55 to i32
  store i32 %57, ptr %56, align 16, !tbaa !5
  %58 = or disjoint i64 %53, 1
  %59 = mul nuw nsw i64 %58, %58
  %60 = getelementptr inbounds i32, ptr %3, i64 %58
  %61 = trunc nuw i64 %59 to i32
  store i32 %61, ptr %60, align 4, !tbaa !5
  %62 = or disjoint i64 %53, 2
  %63 = mul nuw nsw i64 %62, %62
  %64 = getelementptr inbounds i32, ptr %3, i64 %62
  %65 = trunc nuw i64 %63 to i32
  store i32 %65, ptr %64, align 8, !tbaa !5
  %66 = or disjoint i64 %53, 3
  %67 = mul nuw nsw i64 %66, %66
  %68 = getelementptr inbounds i32, ptr %3, i64 %66
  %69 = trunc nuw i64 %67 to i32
  store i32 %69, ptr %68, align 4, !tbaa !5
  %70 = add nuw nsw i64 %53, 4
  %71 = add i64 %54, 4
  %72 = icmp eq i64 %71, %9
  br i1 %72, label %10, label %52, !llvm.loop !16

73:                                               ; preds = %75, %48, %1, %22
  %74 = phi i32 [ 0, %22 ], [ 0, %1 ], [ %50, %48 ], [ %81, %75 ]
  ret i32 %74

75:                                               ; preds = %27, %75
  %76 = phi i64 [ %82, %75 ], [ %28, %27 ]
  %77 = phi i32 [ %81, %75 ], [ %29, %27 ]
  %78 = xor i64 %76, -1
  %79 = getelementptr i32, ptr %25, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = add nsw i32 %80, %77
  %82 = add nuw nsw i64 %76, 1
  %83 = icmp eq i64 %82, %2
  br i1 %83, label %73, label %75, !llvm.loop !17
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @norm(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %29

10:                                               ; preds = %29, %4
  %11 = phi double [ poison, %4 ], [ %51, %29 ]
  %12 = phi i64 [ 0, %4 ], [ %52, %29 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %51, %29 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %23, %15 ], [ %12, %10 ]
  %17 = phi double [ %22, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %24, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !18
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %20, double %17)
  %23 = add nuw nsw i64 %16, 1
  %24 = add i64 %18, 1
  %25 = icmp eq i64 %24, %6
  br i1 %25, label %26, label %15, !llvm.loop !20

26:                                               ; preds = %10, %15, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %22, %15 ]
  %28 = tail call double @sqrt(double noundef %27) #19
  ret double %28

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %52, %29 ]
  %31 = phi double [ 0.000000e+00, %8 ], [ %51, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %53, %29 ]
  %33 = getelementptr inbounds double, ptr %0, i64 %30
  %34 = load double, ptr %33, align 8, !tbaa !18
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %31)
  %37 = or disjoint i64 %30, 1
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !18
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %39, double %36)
  %42 = or disjoint i64 %30, 2
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !18
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %44, double %41)
  %47 = or disjoint i64 %30, 3
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !18
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %49, double %46)
  %52 = add nuw nsw i64 %30, 4
  %53 = add i64 %32, 4
  %54 = icmp eq i64 %53, %9
  br i1 %54, label %10, label %29, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @structs(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #8 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %22

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %23

10:                                               ; preds = %23, %4
  %11 = phi i64 [ 0, %4 ], [ %43, %23 ]
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %10
  %14 = getelementptr inbounds %struct.P, ptr %0, i64 %11
  %15 = load i32, ptr %14, align 8, !tbaa !22
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %14, align 8, !tbaa !22
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr %14, i64 24
  store i64 %17, ptr %18, align 8, !tbaa !25
  %19 = getelementptr inbounds i8, ptr %14, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !27
  %21 = fmul float %20, 2.000000e+00
  store float %21, ptr %19, align 4, !tbaa !27
  br label %22

22:                                               ; preds = %13, %10, %2
  ret void

23:                                               ; preds = %23, %8
  %24 = phi i64 [ 0, %8 ], [ %43, %23 ]
  %25 = phi i64 [ 0, %8 ], [ %44, %23 ]
  %26 = getelementptr inbounds %struct.P, ptr %0, i64 %24
  %27 = load i32, ptr %26, align 8, !tbaa !22
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %26, align 8, !tbaa !22
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr %26, i64 24
  store i64 %29, ptr %30, align 8, !tbaa !25
  %31 = getelementptr inbounds i8, ptr %26, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !27
  %33 = fmul float %32, 2.000000e+00
  store float %33, ptr %31, align 4, !tbaa !27
  %34 = or disjoint i64 %24, 1
  %35 = getelementptr inbounds %struct.P, ptr %0, i64 %34
  %36 = load i32, ptr %35, align 8, !tbaa !22
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %35, align 8, !tbaa !22
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %35, i64 24
  store i64 %38, ptr %39, align 8, !tbaa !25
  %40 = getelementptr inbounds i8, ptr %35, i64 4
  %41 = load float, ptr %40, align 4, !tbaa !27
  %42 = fmul float %41, 2.000000e+00
  store float %42, ptr %40, align 4, !tbaa !27
  %43 = add nuw nsw i64 %24, 2
  %44 = add i64 %25, 2
  %45 = icmp eq i64 %44, %9
  br i1 %45, label %10, label %23, !llvm.loop !28
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @sw(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #9 {
  switch i32 %1, label %9 [
    i32 0, label %15
    i32 1, label %3
    i32 7, label %5
  ]

3:                                                ; preds = %2
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 3, ptr %4, align 4, !tbaa !5
  br label %13

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 28
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4, !tbaa !5
  br label %13

9:                                                ; preds = %2
  %10 = and i32 %1, 3
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  store i32 %1, ptr %12, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %9, %5, %3
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  br label %15

15:                                               ; preds = %2, %13
  %16 = phi ptr [ %14, %13 ], [ %0, %2 ]
  %17 = load i32, ptr %16, align 4, !tbaa !5
  ret i32 %17
}

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local noalias noundef ptr @dup(ptr nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #20
  %3 = add i64 %2, 1
  %4 = tail call noalias ptr @malloc(i64 noundef %3) #21
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %0, i64 %3, i1 false)
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @lookup(i32 noundef %0) local_unnamed_addr #14 {
  %2 = and i32 %0, 15
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @tbl, i64 0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !5
  ret i32 %5
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local zeroext i8 @bytes(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #15 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %107

4:                                                ; preds = %2
  %5 = icmp ult i32 %1, 8
  br i1 %5, label %85, label %6

6:                                                ; preds = %4
  %7 = add nsw i32 %1, -1
  %8 = and i32 %7, 255
  %9 = icmp eq i32 %8, 255
  %10 = icmp ugt i32 %7, 255
  %11 = or i1 %9, %10
  br i1 %11, label %85, label %12

12:                                               ; preds = %6
  %13 = icmp ult i32 %1, 32
  br i1 %13, label %88, label %14

14:                                               ; preds = %12
  %15 = and i32 %1, 480
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load <16 x i8>, ptr %0, align 1, !tbaa !29
  %18 = load <16 x i8>, ptr %16, align 1, !tbaa !29
  %19 = icmp eq i32 %15, 32
  br i1 %19, label %75, label %20, !llvm.loop !30

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  %23 = load <16 x i8>, ptr %21, align 1, !tbaa !29
  %24 = load <16 x i8>, ptr %22, align 1, !tbaa !29
  %25 = xor <16 x i8> %23, %17
  %26 = xor <16 x i8> %24, %18
  %27 = icmp eq i32 %15, 64
  br i1 %27, label %75, label %28, !llvm.loop !30

28:                                               ; preds = %20
  %29 = getelementptr inbounds i8, ptr %0, i64 64
  %30 = getelementptr inbounds i8, ptr %0, i64 80
  %31 = load <16 x i8>, ptr %29, align 1, !tbaa !29
  %32 = load <16 x i8>, ptr %30, align 1, !tbaa !29
  %33 = xor <16 x i8> %31, %25
  %34 = xor <16 x i8> %32, %26
  %35 = icmp eq i32 %15, 96
  br i1 %35, label %75, label %36, !llvm.loop !30

36:                                               ; preds = %28
  %37 = getelementptr inbounds i8, ptr %0, i64 96
  %38 = getelementptr inbounds i8, ptr %0, i64 112
  %39 = load <16 x i8>, ptr %37, align 1, !tbaa !29
  %40 = load <16 x i8>, ptr %38, align 1, !tbaa !29
  %41 = xor <16 x i8> %39, %33
  %42 = xor <16 x i8> %40, %34
  %43 = icmp eq i32 %15, 128
  br i1 %43, label %75, label %44, !llvm.loop !30

44:                                               ; preds = %36
  %45 = getelementptr inbounds i8, ptr %0, i64 128
  %46 = getelementptr inbounds i8, ptr %0, i64 144
  %47 = load <16 x i8>, ptr %45, align 1, !tbaa !29
  %48 = load <16 x i8>, ptr %46, align 1, !tbaa !29
  %49 = xor <16 x i8> %47, %41
  %50 = xor <16 x i8> %48, %42
  %51 = icmp eq i32 %15, 160
  br i1 %51, label %75, label %52, !llvm.loop !30

52:                                               ; preds = %44
  %53 = getelementptr inbounds i8, ptr %0, i64 160
  %54 = getelementptr inbounds i8, ptr %0, i64 176
  %55 = load <16 x i8>, ptr %53, align 1, !tbaa !29
  %56 = load <16 x i8>, ptr %54, align 1, !tbaa !29
  %57 = xor <16 x i8> %55, %49
  %58 = xor <16 x i8> %56, %50
  %59 = icmp eq i32 %15, 192
  br i1 %59, label %75, label %60, !llvm.loop !30

60:                                               ; preds = %52
  %61 = getelementptr inbounds i8, ptr %0, i64 192
  %62 = getelementptr inbounds i8, ptr %0, i64 208
  %63 = load <16 x i8>, ptr %61, align 1, !tbaa !29
  %64 = load <16 x i8>, ptr %62, align 1, !tbaa !29
  %65 = xor <16 x i8> %63, %57
  %66 = xor <16 x i8> %64, %58
  %67 = icmp eq i32 %15, 224
  br i1 %67, label %75, label %68, !llvm.loop !30

68:                                               ; preds = %60
  %69 = getelementptr inbounds i8, ptr %0, i64 224
  %70 = getelementptr inbounds i8, ptr %0, i64 240
  %71 = load <16 x i8>, ptr %69, align 1, !tbaa !29
  %72 = load <16 x i8>, ptr %70, align 1, !tbaa !29
  %73 = xor <16 x i8> %71, %65
  %74 = xor <16 x i8> %72, %66
  br label %75

75:                                               ; preds = %68, %60, %52, %44, %36, %28, %20, %14
  %76 = phi <16 x i8> [ %17, %14 ], [ %25, %20 ], [ %33, %28 ], [ %41, %36 ], [ %49, %44 ], [ %57, %52 ], [ %65, %60 ], [ %73, %68 ]
  %77 = phi <16 x i8> [ %18, %14 ], [ %26, %20 ], [ %34, %28 ], [ %42, %36 ], [ %50, %44 ], [ %58, %52 ], [ %66, %60 ], [ %74, %68 ]
  %78 = xor <16 x i8> %77, %76
  %79 = tail call i8 @llvm.vector.reduce.xor.v16i8(<16 x i8> %78)
  %80 = icmp eq i32 %15, %1
  br i1 %80, label %107, label %81

81:                                               ; preds = %75
  %82 = trunc i32 %15 to i8
  %83 = and i32 %1, 24
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %85, label %88

85:                                               ; preds = %104, %6, %4, %81
  %86 = phi i8 [ 0, %4 ], [ 0, %6 ], [ %82, %81 ], [ %92, %104 ]
  %87 = phi i8 [ 0, %4 ], [ 0, %6 ], [ %79, %81 ], [ %105, %104 ]
  br label %109

88:                                               ; preds = %12, %81
  %89 = phi i8 [ %79, %81 ], [ 0, %12 ]
  %90 = phi i32 [ %15, %81 ], [ 0, %12 ]
  %91 = and i32 %1, 504
  %92 = trunc i32 %91 to i8
  %93 = insertelement <8 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %89, i64 0
  br label %94

94:                                               ; preds = %94, %88
  %95 = phi i32 [ %90, %88 ], [ %102, %94 ]
  %96 = phi <8 x i8> [ %93, %88 ], [ %101, %94 ]
  %97 = and i32 %95, 248
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds i8, ptr %0, i64 %98
  %100 = load <8 x i8>, ptr %99, align 1, !tbaa !29
  %101 = xor <8 x i8> %100, %96
  %102 = add nuw i32 %95, 8
  %103 = icmp eq i32 %102, %91
  br i1 %103, label %104, label %94, !llvm.loop !31

104:                                              ; preds = %94
  %105 = tail call i8 @llvm.vector.reduce.xor.v8i8(<8 x i8> %101)
  %106 = icmp eq i32 %91, %1
  br i1 %106, label %107, label %85

107:                                              ; preds = %109, %75, %104, %2
  %108 = phi i8 [ 0, %2 ], [ %79, %75 ], [ %105, %104 ], [ %115, %109 ]
  ret i8 %108

109:                                              ; preds = %85, %109
  %110 = phi i8 [ %116, %109 ], [ %86, %85 ]
  %111 = phi i8 [ %115, %109 ], [ %87, %85 ]
  %112 = zext i8 %110 to i64
  %113 = getelementptr inbounds i8, ptr %0, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !29
  %115 = xor i8 %114, %111
  %116 = add i8 %110, 1
  %117 = zext i8 %116 to i32
  %118 = icmp ult i32 %117, %1
  br i1 %118, label %109, label %107, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @minmax(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #15 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %34

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = icmp ult i32 %1, 9
  br i1 %8, label %9, label %12

9:                                                ; preds = %30, %5
  %10 = phi i64 [ 1, %5 ], [ %14, %30 ]
  %11 = phi i32 [ %3, %5 ], [ %32, %30 ]
  br label %36

12:                                               ; preds = %5
  %13 = and i64 %7, -8
  %14 = or disjoint i64 %13, 1
  %15 = insertelement <4 x i32> poison, i32 %3, i64 0
  %16 = shufflevector <4 x i32> %15, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %17

17:                                               ; preds = %17, %12
  %18 = phi i64 [ 0, %12 ], [ %28, %17 ]
  %19 = phi <4 x i32> [ %16, %12 ], [ %26, %17 ]
  %20 = phi <4 x i32> [ %16, %12 ], [ %27, %17 ]
  %21 = or disjoint i64 %18, 1
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load <4 x i32>, ptr %22, align 4, !tbaa !5
  %25 = load <4 x i32>, ptr %23, align 4, !tbaa !5
  %26 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %24, <4 x i32> %19)
  %27 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %25, <4 x i32> %20)
  %28 = add nuw i64 %18, 8
  %29 = icmp eq i64 %28, %13
  br i1 %29, label %30, label %17, !llvm.loop !33

30:                                               ; preds = %17
  %31 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %26, <4 x i32> %27)
  %32 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %31)
  %33 = icmp eq i64 %7, %13
  br i1 %33, label %34, label %9

34:                                               ; preds = %36, %30, %2
  %35 = phi i32 [ %3, %2 ], [ %32, %30 ], [ %41, %36 ]
  ret i32 %35

36:                                               ; preds = %9, %36
  %37 = phi i64 [ %42, %36 ], [ %10, %9 ]
  %38 = phi i32 [ %41, %36 ], [ %11, %9 ]
  %39 = getelementptr inbounds i32, ptr %0, i64 %37
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = tail call i32 @llvm.smax.i32(i32 %40, i32 %38)
  %42 = add nuw nsw i64 %37, 1
  %43 = icmp eq i64 %42, %6
  br i1 %43, label %34, label %36, !llvm.loop !34
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #8 {
  %5 = zext i32 %0 to i64
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %79

7:                                                ; preds = %4
  %8 = and i64 %5, 3
  %9 = icmp ult i32 %0, 4
  %10 = and i64 %5, 2147483644
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %7, %76
  %13 = phi i64 [ %77, %76 ], [ 0, %7 ]
  %14 = mul nuw nsw i64 %13, %5
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = getelementptr inbounds double, ptr %3, i64 %14
  br label %17

17:                                               ; preds = %71, %12
  %18 = phi i64 [ %74, %71 ], [ 0, %12 ]
  %19 = getelementptr inbounds double, ptr %2, i64 %18
  br i1 %9, label %54, label %20

20:                                               ; preds = %17, %20
  %21 = phi i64 [ %51, %20 ], [ 0, %17 ]
  %22 = phi double [ %50, %20 ], [ 0.000000e+00, %17 ]
  %23 = phi i64 [ %52, %20 ], [ 0, %17 ]
  %24 = getelementptr inbounds double, ptr %15, i64 %21
  %25 = load double, ptr %24, align 8, !tbaa !18
  %26 = mul nuw nsw i64 %21, %5
  %27 = getelementptr inbounds double, ptr %19, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !18
  %29 = tail call double @llvm.fmuladd.f64(double %25, double %28, double %22)
  %30 = or disjoint i64 %21, 1
  %31 = getelementptr inbounds double, ptr %15, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !18
  %33 = mul nuw nsw i64 %30, %5
  %34 = getelementptr inbounds double, ptr %19, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !18
  %36 = tail call double @llvm.fmuladd.f64(double %32, double %35, double %29)
  %37 = or disjoint i64 %21, 2
  %38 = getelementptr inbounds double, ptr %15, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !18
  %40 = mul nuw nsw i64 %37, %5
  %41 = getelementptr inbounds double, ptr %19, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !18
  %43 = tail call double @llvm.fmuladd.f64(double %39, double %42, double %36)
  %44 = or disjoint i64 %21, 3
  %45 = getelementptr inbounds double, ptr %15, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !18
  %47 = mul nuw nsw i64 %44, %5
  %48 = getelementptr inbounds double, ptr %19, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !18
  %50 = tail call double @llvm.fmuladd.f64(double %46, double %49, double %43)
  %51 = add nuw nsw i64 %21, 4
  %52 = add i64 %23, 4
  %53 = icmp eq i64 %52, %10
  br i1 %53, label %54, label %20, !llvm.loop !35

54:                                               ; preds = %20, %17
  %55 = phi double [ poison, %17 ], [ %50, %20 ]
  %56 = phi i64 [ 0, %17 ], [ %51, %20 ]
  %57 = phi double [ 0.000000e+00, %17 ], [ %50, %20 ]
  br i1 %11, label %71, label %58

58:                                               ; preds = %54, %58
  %59 = phi i64 [ %68, %58 ], [ %56, %54 ]
  %60 = phi double [ %67, %58 ], [ %57, %54 ]
  %61 = phi i64 [ %69, %58 ], [ 0, %54 ]
  %62 = getelementptr inbounds double, ptr %15, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !18
  %64 = mul nuw nsw i64 %59, %5
  %65 = getelementptr inbounds double, ptr %19, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !18
  %67 = tail call double @llvm.fmuladd.f64(double %63, double %66, double %60)
  %68 = add nuw nsw i64 %59, 1
  %69 = add i64 %61, 1
  %70 = icmp eq i64 %69, %8
  br i1 %70, label %71, label %58, !llvm.loop !36

71:                                               ; preds = %58, %54
  %72 = phi double [ %55, %54 ], [ %67, %58 ]
  %73 = getelementptr inbounds double, ptr %16, i64 %18
  store double %72, ptr %73, align 8, !tbaa !18
  %74 = add nuw nsw i64 %18, 1
  %75 = icmp eq i64 %74, %5
  br i1 %75, label %76, label %17, !llvm.loop !37

76:                                               ; preds = %71
  %77 = add nuw nsw i64 %13, 1
  %78 = icmp eq i64 %77, %5
  br i1 %78, label %79, label %12, !llvm.loop !38

79:                                               ; preds = %76, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local x86_fp80 @ld(ptr nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = load x86_fp80, ptr %0, align 16, !tbaa !39
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load x86_fp80, ptr %3, align 16, !tbaa !39
  %5 = fmul x86_fp80 %2, %4
  ret x86_fp80 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local zeroext i1 @flag(ptr nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = load i8, ptr %0, align 1, !tbaa !41, !range !43, !noundef !44
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !41, !range !43, !noundef !44
  %7 = trunc nuw i8 %6 to i1
  br label %8

8:                                                ; preds = %4, %1
  %9 = phi i1 [ false, %1 ], [ %7, %4 ]
  ret i1 %9
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local noundef i32 @goto_loop(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #17 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %20, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483640
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %15, %9 ]
  %11 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %7 ], [ %16, %9 ]
  %12 = add <4 x i32> %11, <i32 4, i32 4, i32 4, i32 4>
  %13 = getelementptr inbounds i32, ptr %0, i64 %10
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  store <4 x i32> %11, ptr %13, align 4, !tbaa !5
  store <4 x i32> %12, ptr %14, align 4, !tbaa !5
  %15 = add nuw i64 %10, 8
  %16 = add <4 x i32> %11, <i32 8, i32 8, i32 8, i32 8>
  %17 = icmp eq i64 %15, %8
  br i1 %17, label %18, label %9, !llvm.loop !45

18:                                               ; preds = %9
  %19 = icmp eq i64 %8, %5
  br i1 %19, label %28, label %20

20:                                               ; preds = %18, %4
  %21 = phi i64 [ 0, %4 ], [ %8, %18 ]
  br label %22

22:                                               ; preds = %20, %22
  %23 = phi i64 [ %26, %22 ], [ %21, %20 ]
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = trunc nuw nsw i64 %23 to i32
  store i32 %25, ptr %24, align 4, !tbaa !5
  %26 = add nuw nsw i64 %23, 1
  %27 = icmp eq i64 %26, %5
  br i1 %27, label %28, label %22, !llvm.loop !46

28:                                               ; preds = %22, %18, %2
  %29 = phi i32 [ 0, %2 ], [ %1, %18 ], [ %1, %22 ]
  ret i32 %29
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local range(i32 1, -2147483648) i32 @rec(i32 noundef %0) local_unnamed_addr #4 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %36, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = icmp ult i32 %0, 9
  br i1 %5, label %27, label %6

6:                                                ; preds = %3
  %7 = and i32 %4, -8
  %8 = sub i32 %0, %7
  %9 = insertelement <4 x i32> poison, i32 %0, i64 0
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> zeroinitializer
  %11 = add nsw <4 x i32> %10, <i32 0, i32 -1, i32 -2, i32 -3>
  br label %12

12:                                               ; preds = %12, %6
  %13 = phi i32 [ 0, %6 ], [ %20, %12 ]
  %14 = phi <4 x i32> [ %11, %6 ], [ %21, %12 ]
  %15 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %6 ], [ %18, %12 ]
  %16 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %6 ], [ %19, %12 ]
  %17 = add <4 x i32> %14, <i32 -4, i32 -4, i32 -4, i32 -4>
  %18 = mul <4 x i32> %14, %15
  %19 = mul <4 x i32> %17, %16
  %20 = add nuw i32 %13, 8
  %21 = add <4 x i32> %14, <i32 -8, i32 -8, i32 -8, i32 -8>
  %22 = icmp eq i32 %20, %7
  br i1 %22, label %23, label %12, !llvm.loop !47

23:                                               ; preds = %12
  %24 = mul <4 x i32> %19, %18
  %25 = tail call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %24)
  %26 = icmp eq i32 %4, %7
  br i1 %26, label %36, label %27

27:                                               ; preds = %23, %3
  %28 = phi i32 [ %0, %3 ], [ %8, %23 ]
  %29 = phi i32 [ 1, %3 ], [ %25, %23 ]
  br label %30

30:                                               ; preds = %27, %30
  %31 = phi i32 [ %33, %30 ], [ %28, %27 ]
  %32 = phi i32 [ %34, %30 ], [ %29, %27 ]
  %33 = add nsw i32 %31, -1
  %34 = mul nuw nsw i32 %31, %32
  %35 = icmp ult i32 %31, 3
  br i1 %35, label %36, label %30, !llvm.loop !48

36:                                               ; preds = %30, %23, %1
  %37 = phi i32 [ 1, %1 ], [ %25, %23 ], [ %34, %30 ]
  ret i32 %37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local { i64, i64 } @wide(ptr nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = load i128, ptr %0, align 16, !tbaa !49
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i128, ptr %3, align 16, !tbaa !49
  %5 = add nsw i128 %4, %2
  %6 = trunc i128 %5 to i64
  %7 = lshr i128 %5, 64
  %8 = trunc nuw i128 %7 to i64
  %9 = insertvalue { i64, i64 } poison, i64 %6, 0
  %10 = insertvalue { i64, i64 } %9, i64 %8, 1
  ret { i64, i64 } %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.xor.v16i8(<16 x i8>) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.xor.v8i8(<8 x i8>) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #18

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nounwind }
attributes #20 = { nounwind willreturn memory(read) }
attributes #21 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !15, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !7, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !10}
!22 = !{!23, !6, i64 0}
!23 = !{!"P", !6, i64 0, !24, i64 4, !7, i64 8}
!24 = !{!"float", !7, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"long", !7, i64 0}
!27 = !{!23, !24, i64 4}
!28 = distinct !{!28, !10}
!29 = !{!7, !7, i64 0}
!30 = distinct !{!30, !10, !14, !15}
!31 = distinct !{!31, !10, !14, !15}
!32 = distinct !{!32, !10, !14}
!33 = distinct !{!33, !10, !14, !15}
!34 = distinct !{!34, !10, !15, !14}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !10}
!39 = !{!40, !40, i64 0}
!40 = !{!"long double", !7, i64 0}
!41 = !{!42, !42, i64 0}
!42 = !{!"_Bool", !7, i64 0}
!43 = !{i8 0, i8 2}
!44 = !{}
!45 = distinct !{!45, !14, !15}
!46 = distinct !{!46, !15, !14}
!47 = distinct !{!47, !14, !15}
!48 = distinct !{!48, !15, !14}
!49 = !{!50, !50, i64 0}
!50 = !{!"__int128", !7, i64 0}
