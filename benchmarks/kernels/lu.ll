; ModuleID = 'lu.c'
source_filename = "lu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @lu(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = zext nneg i32 %1 to i64
  br label %11

7:                                                ; preds = %33, %11
  %8 = add nuw nsw i64 %13, 1
  %9 = icmp eq i64 %14, %5
  br i1 %9, label %10, label %11, !llvm.loop !5

10:                                               ; preds = %7, %2
  ret void

11:                                               ; preds = %4, %7
  %12 = phi i64 [ 0, %4 ], [ %14, %7 ]
  %13 = phi i64 [ 1, %4 ], [ %8, %7 ]
  %14 = add nuw nsw i64 %12, 1
  %15 = icmp ult i64 %14, %6
  br i1 %15, label %16, label %7

16:                                               ; preds = %11
  %17 = trunc i64 %12 to i32
  %18 = mul nuw nsw i64 %12, %5
  %19 = mul nuw nsw i32 %17, %1
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds double, ptr %0, i64 %12
  %22 = getelementptr inbounds double, ptr %21, i64 %20
  %23 = getelementptr inbounds double, ptr %0, i64 %12
  %24 = getelementptr inbounds double, ptr %0, i64 %18
  br label %25

25:                                               ; preds = %16, %33
  %26 = phi i64 [ %13, %16 ], [ %34, %33 ]
  %27 = load double, ptr %22, align 8, !tbaa !8
  %28 = mul nuw nsw i64 %26, %5
  %29 = getelementptr inbounds double, ptr %23, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !8
  %31 = fdiv double %30, %27
  store double %31, ptr %29, align 8, !tbaa !8
  %32 = getelementptr inbounds double, ptr %0, i64 %28
  br label %36

33:                                               ; preds = %36
  %34 = add nuw nsw i64 %26, 1
  %35 = icmp eq i64 %34, %5
  br i1 %35, label %7, label %25, !llvm.loop !12

36:                                               ; preds = %25, %36
  %37 = phi i64 [ %13, %25 ], [ %45, %36 ]
  %38 = load double, ptr %29, align 8, !tbaa !8
  %39 = getelementptr inbounds double, ptr %24, i64 %37
  %40 = load double, ptr %39, align 8, !tbaa !8
  %41 = getelementptr inbounds double, ptr %32, i64 %37
  %42 = load double, ptr %41, align 8, !tbaa !8
  %43 = fneg double %38
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %40, double %42)
  store double %44, ptr %41, align 8, !tbaa !8
  %45 = add nuw nsw i64 %37, 1
  %46 = icmp eq i64 %45, %5
  br i1 %46, label %33, label %36, !llvm.loop !13
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
