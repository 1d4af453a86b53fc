; ModuleID = 'dispatch.c'
source_filename = "dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@program = internal unnamed_addr constant [11 x [4 x i8]] [[4 x i8] c"\00\01\01\00", [4 x i8] c"\00\02\00\00", [4 x i8] c"\00\03\00\00", [4 x i8] c"\01\02\02\00", [4 x i8] c"\06\02\03\01", [4 x i8] c"\05\04\03\01", [4 x i8] c"\03\05\04\01", [4 x i8] c"\04\06\05\02", [4 x i8] c"\02\00\00\01", [4 x i8] c"\07\00\03\00", [4 x i8] c"\08\06\00\00"], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @dispatch(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %85, %2
  %4 = phi i32 [ 0, %2 ], [ %86, %85 ]
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [11 x [4 x i8]], ptr @program, i64 0, i64 %5
  %7 = getelementptr inbounds i8, ptr %6, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %6, i64 2
  %10 = load i8, ptr %9, align 2, !tbaa !5
  %11 = zext i8 %10 to i32
  %12 = getelementptr inbounds i8, ptr %6, i64 3
  %13 = load i8, ptr %12, align 1, !tbaa !5
  %14 = zext i8 %13 to i32
  %15 = load i8, ptr %6, align 4, !tbaa !5
  switch i8 %15, label %87 [
    i8 0, label %16
    i8 1, label %20
    i8 2, label %30
    i8 3, label %40
    i8 4, label %50
    i8 5, label %60
    i8 6, label %70
    i8 7, label %80
    i8 8, label %89
  ]

16:                                               ; preds = %3
  %17 = sub nsw i32 %11, %14
  %18 = zext i8 %8 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  store i32 %17, ptr %19, align 4, !tbaa !8
  br label %87

20:                                               ; preds = %3
  %21 = zext i8 %10 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !8
  %24 = zext i8 %13 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !8
  %27 = add nsw i32 %26, %23
  %28 = zext i8 %8 to i64
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  store i32 %27, ptr %29, align 4, !tbaa !8
  br label %87

30:                                               ; preds = %3
  %31 = zext i8 %10 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !8
  %34 = zext i8 %13 to i64
  %35 = getelementptr inbounds i32, ptr %0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !8
  %37 = sub nsw i32 %33, %36
  %38 = zext i8 %8 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  store i32 %37, ptr %39, align 4, !tbaa !8
  br label %87

40:                                               ; preds = %3
  %41 = zext i8 %10 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !8
  %44 = zext i8 %13 to i64
  %45 = getelementptr inbounds i32, ptr %0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !8
  %47 = mul nsw i32 %46, %43
  %48 = zext i8 %8 to i64
  %49 = getelementptr inbounds i32, ptr %0, i64 %48
  store i32 %47, ptr %49, align 4, !tbaa !8
  br label %87

50:                                               ; preds = %3
  %51 = zext i8 %10 to i64
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !8
  %54 = zext i8 %8 to i64
  %55 = getelementptr inbounds i32, ptr %0, i64 %54
  store i32 %53, ptr %55, align 4, !tbaa !8
  %56 = zext i8 %13 to i64
  %57 = getelementptr inbounds i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !8
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %57, align 4, !tbaa !8
  br label %87

60:                                               ; preds = %3
  %61 = zext i8 %10 to i64
  %62 = getelementptr inbounds i32, ptr %0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !8
  %64 = add nsw i32 %63, %14
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %1, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !8
  %68 = zext i8 %8 to i64
  %69 = getelementptr inbounds i32, ptr %0, i64 %68
  store i32 %67, ptr %69, align 4, !tbaa !8
  br label %87

70:                                               ; preds = %3
  %71 = zext i8 %8 to i64
  %72 = getelementptr inbounds i32, ptr %0, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !8
  %74 = zext i8 %10 to i64
  %75 = getelementptr inbounds i32, ptr %0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !8
  %77 = add nsw i32 %76, %14
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %1, i64 %78
  store i32 %73, ptr %79, align 4, !tbaa !8
  br label %87

80:                                               ; preds = %3
  %81 = zext i8 %8 to i64
  %82 = getelementptr inbounds i32, ptr %0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !8
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %87, label %85

85:                                               ; preds = %80, %87
  %86 = phi i32 [ %88, %87 ], [ %11, %80 ]
  br label %3, !llvm.loop !10

87:                                               ; preds = %80, %3, %70, %60, %50, %40, %30, %20, %16
  %88 = add nsw i32 %4, 1
  br label %85

89:                                               ; preds = %3
  %90 = zext i8 %8 to i64
  %91 = getelementptr inbounds i32, ptr %0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !8
  %93 = load i32, ptr %1, align 4, !tbaa !8
  %94 = add nsw i32 %93, %92
  ret i32 %94
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
