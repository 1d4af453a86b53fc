; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @publish(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  store i32 %2, ptr %0, align 4, !tbaa !5
  store atomic i32 1, ptr %1 release, align 4
  %4 = load atomic i32, ptr %1 monotonic, align 4
  ret i32 %4
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @consume_flag(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %8, label %14

5:                                                ; preds = %8
  %6 = add nuw nsw i32 %9, 1
  %7 = icmp eq i32 %6, %2
  br i1 %7, label %14, label %8, !llvm.loop !9

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %6, %5 ], [ 0, %3 ]
  %10 = load atomic i32, ptr %1 acquire, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %5, label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %0, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %5, %3, %12
  %15 = phi i32 [ %13, %12 ], [ -1, %3 ], [ -1, %5 ]
  ret i32 %15
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @count_up(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi i32 [ 0, %3 ], [ %11, %9 ]
  ret i32 %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %13, %9 ]
  %11 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  %12 = getelementptr inbounds i32, ptr %1, i64 %10
  store i32 %11, ptr %12, align 4, !tbaa !5
  %13 = add nuw nsw i64 %10, 1
  %14 = icmp eq i64 %13, %6
  br i1 %14, label %7, label %9, !llvm.loop !12
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @seq_cst_ops(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  store atomic i32 3, ptr %0 seq_cst, align 4
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = atomicrmw add ptr %0, i32 %3 seq_cst, align 4
  %5 = load atomic i32, ptr %0 seq_cst, align 4
  %6 = add nsw i32 %5, %4
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local void @fenced(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  store i32 1, ptr %0, align 4, !tbaa !5
  fence release
  store i32 2, ptr %1, align 4, !tbaa !5
  fence seq_cst
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %0, align 4, !tbaa !5
  fence syncscope("singlethread") acq_rel
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @cas_increment(ptr nocapture noundef %0) local_unnamed_addr #1 {
  %2 = load atomic i32, ptr %0 monotonic, align 4
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %2, %1 ], [ %8, %3 ]
  %5 = add nsw i32 %4, 1
  %6 = cmpxchg weak ptr %0, i32 %4, i32 %5 acq_rel monotonic, align 4
  %7 = extractvalue { i32, i1 } %6, 1
  %8 = extractvalue { i32, i1 } %6, 0
  br i1 %7, label %9, label %3, !llvm.loop !13

9:                                                ; preds = %3
  ret i32 %8
}

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
