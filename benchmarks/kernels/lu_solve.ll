; ModuleID = 'lu_solve.c'
source_filename = "lu_solve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @lu_solve(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %80

7:                                                ; preds = %5
  %8 = zext nneg i32 %4 to i64
  %9 = zext nneg i32 %4 to i64
  br label %16

10:                                               ; preds = %38, %16
  %11 = add nuw nsw i64 %18, 1
  %12 = icmp eq i64 %19, %8
  br i1 %12, label %13, label %16, !llvm.loop !5

13:                                               ; preds = %10
  br i1 %6, label %14, label %80

14:                                               ; preds = %13
  %15 = zext nneg i32 %4 to i64
  br label %56

16:                                               ; preds = %7, %10
  %17 = phi i64 [ 0, %7 ], [ %19, %10 ]
  %18 = phi i64 [ 1, %7 ], [ %11, %10 ]
  %19 = add nuw nsw i64 %17, 1
  %20 = icmp ult i64 %19, %9
  br i1 %20, label %21, label %10

21:                                               ; preds = %16
  %22 = trunc i64 %17 to i32
  %23 = mul nuw nsw i64 %17, %8
  %24 = mul nuw nsw i32 %22, %4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %0, i64 %17
  %27 = getelementptr inbounds double, ptr %26, i64 %25
  %28 = getelementptr inbounds double, ptr %0, i64 %17
  %29 = getelementptr inbounds double, ptr %0, i64 %23
  br label %30

30:                                               ; preds = %21, %38
  %31 = phi i64 [ %18, %21 ], [ %39, %38 ]
  %32 = load double, ptr %27, align 8, !tbaa !8
  %33 = mul nuw nsw i64 %31, %8
  %34 = getelementptr inbounds double, ptr %28, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !8
  %36 = fdiv double %35, %32
  store double %36, ptr %34, align 8, !tbaa !8
  %37 = getelementptr inbounds double, ptr %0, i64 %33
  br label %41

38:                                               ; preds = %41
  %39 = add nuw nsw i64 %31, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %10, label %30, !llvm.loop !12

41:                                               ; preds = %30, %41
  %42 = phi i64 [ %18, %30 ], [ %50, %41 ]
  %43 = load double, ptr %34, align 8, !tbaa !8
  %44 = getelementptr inbounds double, ptr %29, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !8
  %46 = getelementptr inbounds double, ptr %37, i64 %42
  %47 = load double, ptr %46, align 8, !tbaa !8
  %48 = fneg double %43
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %45, double %47)
  store double %49, ptr %46, align 8, !tbaa !8
  %50 = add nuw nsw i64 %42, 1
  %51 = icmp eq i64 %50, %8
  br i1 %51, label %38, label %41, !llvm.loop !13

52:                                               ; preds = %64
  br i1 %6, label %53, label %80

53:                                               ; preds = %52
  %54 = add nuw i32 %4, 1
  %55 = zext nneg i32 %4 to i64
  br label %81

56:                                               ; preds = %14, %64
  %57 = phi i64 [ 0, %14 ], [ %67, %64 ]
  %58 = getelementptr inbounds double, ptr %1, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !8
  %60 = icmp eq i64 %57, 0
  br i1 %60, label %64, label %61

61:                                               ; preds = %56
  %62 = mul nuw nsw i64 %57, %15
  %63 = getelementptr inbounds double, ptr %0, i64 %62
  br label %69

64:                                               ; preds = %69, %56
  %65 = phi double [ %59, %56 ], [ %77, %69 ]
  %66 = getelementptr inbounds double, ptr %2, i64 %57
  store double %65, ptr %66, align 8, !tbaa !8
  %67 = add nuw nsw i64 %57, 1
  %68 = icmp eq i64 %67, %15
  br i1 %68, label %52, label %56, !llvm.loop !14

69:                                               ; preds = %61, %69
  %70 = phi i64 [ 0, %61 ], [ %78, %69 ]
  %71 = phi double [ %59, %61 ], [ %77, %69 ]
  %72 = getelementptr inbounds double, ptr %63, i64 %70
  %73 = load double, ptr %72, align 8, !tbaa !8
  %74 = getelementptr inbounds double, ptr %2, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !8
  %76 = fneg double %73
  %77 = tail call double @llvm.fmuladd.f64(double %76, double %75, double %71)
  %78 = add nuw nsw i64 %70, 1
  %79 = icmp eq i64 %78, %57
  br i1 %79, label %64, label %69, !llvm.loop !15

80:                                               ; preds = %90, %5, %13, %52
  ret void

81:                                               ; preds = %53, %90
  %82 = phi i64 [ %55, %53 ], [ %83, %90 ]
  %83 = add nsw i64 %82, -1
  %84 = getelementptr inbounds double, ptr %2, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !8
  %86 = icmp slt i64 %82, %55
  br i1 %86, label %87, label %90

87:                                               ; preds = %81
  %88 = mul nsw i64 %83, %55
  %89 = getelementptr double, ptr %0, i64 %88
  br label %100

90:                                               ; preds = %100, %81
  %91 = phi double [ %85, %81 ], [ %108, %100 ]
  %92 = trunc nuw nsw i64 %83 to i32
  %93 = mul i32 %54, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds double, ptr %0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !8
  %97 = fdiv double %91, %96
  %98 = getelementptr inbounds double, ptr %3, i64 %83
  store double %97, ptr %98, align 8, !tbaa !8
  %99 = icmp sgt i64 %82, 1
  br i1 %99, label %81, label %80, !llvm.loop !16

100:                                              ; preds = %87, %100
  %101 = phi i64 [ %82, %87 ], [ %109, %100 ]
  %102 = phi double [ %85, %87 ], [ %108, %100 ]
  %103 = getelementptr double, ptr %89, i64 %101
  %104 = load double, ptr %103, align 8, !tbaa !8
  %105 = getelementptr inbounds double, ptr %3, i64 %101
  %106 = load double, ptr %105, align 8, !tbaa !8
  %107 = fneg double %104
  %108 = tail call double @llvm.fmuladd.f64(double %107, double %106, double %102)
  %109 = add nsw i64 %101, 1
  %110 = trunc i64 %109 to i32
  %111 = icmp eq i32 %110, %4
  br i1 %111, label %90, label %100, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = distinct !{!14, !6, !7}
!15 = distinct !{!15, !6, !7}
!16 = distinct !{!16, !6, !7}
!17 = distinct !{!17, !6, !7}
