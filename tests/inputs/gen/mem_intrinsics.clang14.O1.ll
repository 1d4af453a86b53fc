; ModuleID = 'mem_intrinsics.c'
source_filename = "mem_intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @copy_then_patch(i8* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #0 {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %0, i8* align 1 %1, i64 %2, i1 false)
  store i8 120, i8* %0, align 1, !tbaa !5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @clear_and_read(i32* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = bitcast i32* %0 to i8*
  %4 = shl i64 %1, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %3, i8 0, i64 %4, i1 false)
  %5 = getelementptr inbounds i32, i32* %0, i64 1
  store i32 5, i32* %5, align 4, !tbaa !8
  %6 = load i32, i32* %0, align 4, !tbaa !8
  %7 = add nsw i32 %6, 5
  ret i32 %7
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @shift_down(i32* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = bitcast i32* %0 to i8*
  %4 = getelementptr inbounds i32, i32* %0, i64 1
  %5 = bitcast i32* %4 to i8*
  %6 = shl i64 %1, 2
  %7 = add i64 %6, -4
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 %3, i8* nonnull align 4 %5, i64 %7, i1 false)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #1

attributes #0 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
