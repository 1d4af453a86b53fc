; ModuleID = 'stencil2d.c'
source_filename = "stencil2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @stencil2d(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %2, 2
  br i1 %5, label %6, label %27

6:                                                ; preds = %4
  %7 = icmp sgt i32 %3, 2
  %8 = add i32 %3, -1
  %9 = sext i32 %3 to i64
  %10 = add nsw i32 %2, -1
  %11 = zext nneg i32 %10 to i64
  %12 = zext nneg i32 %8 to i64
  br label %17

13:                                               ; preds = %28, %17
  %14 = add nuw nsw i64 %19, 1
  %15 = add nuw nsw i64 %18, 1
  %16 = icmp eq i64 %15, %11
  br i1 %16, label %27, label %17, !llvm.loop !5

17:                                               ; preds = %6, %13
  %18 = phi i64 [ 1, %6 ], [ %15, %13 ]
  %19 = phi i64 [ 2, %6 ], [ %14, %13 ]
  br i1 %7, label %20, label %13

20:                                               ; preds = %17
  %21 = mul nuw nsw i64 %18, %9
  %22 = add nsw i64 %18, -1
  %23 = mul nsw i64 %22, %9
  %24 = mul nuw nsw i64 %19, %9
  %25 = getelementptr float, ptr %1, i64 %23
  %26 = getelementptr float, ptr %1, i64 %24
  br label %28

27:                                               ; preds = %13, %4
  ret void

28:                                               ; preds = %20, %28
  %29 = phi i64 [ 1, %20 ], [ %47, %28 ]
  %30 = add nuw nsw i64 %29, %21
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !8
  %33 = getelementptr float, ptr %25, i64 %29
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = fadd float %32, %34
  %36 = getelementptr float, ptr %26, i64 %29
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = fadd float %35, %37
  %39 = getelementptr i8, ptr %31, i64 -4
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = fadd float %38, %40
  %42 = getelementptr i8, ptr %31, i64 4
  %43 = load float, ptr %42, align 4, !tbaa !8
  %44 = fadd float %41, %43
  %45 = fmul float %44, 0x3FC99999A0000000
  %46 = getelementptr inbounds float, ptr %0, i64 %30
  store float %45, ptr %46, align 4, !tbaa !8
  %47 = add nuw nsw i64 %29, 1
  %48 = icmp eq i64 %47, %12
  br i1 %48, label %13, label %28, !llvm.loop !12
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6, !7}
