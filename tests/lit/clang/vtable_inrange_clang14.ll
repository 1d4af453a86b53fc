; An older clang's C++: clang-14 marks the vtable index a constructor stores as
; `inrange i32 0`, which LLVM 19 and later no longer read. The mark only licenses
; optimisations; csarules drops it on reading, so the module is ordered, verified and
; written without it. The simulator runs the constructors, virtual calls and deletes.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules order %s | not grep -E '^[^;]*, inrange'
; RUN: csarules sim %s --entry _Z5totali --arg 9 | FileCheck %s --check-prefix=SIM
; Race mode leaves the allocator calls and the object's accesses unordered: races.
; RUN: not csarules sim %s --mode race --entry _Z5totali --arg 9

; ModuleID = 'vtable_inrange_clang14.cpp'
source_filename = "vtable_inrange_clang14.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Shape = type { i32 (...)** }
%struct.Sq = type <{ %struct.Shape, i32, [4 x i8] }>
%struct.Rect = type { %struct.Shape, i32, i32 }

$_ZN5ShapeD2Ev = comdat any

$_ZN2SqD0Ev = comdat any

$_ZNK2Sq4areaEv = comdat any

$_ZN4RectD0Ev = comdat any

$_ZNK4Rect4areaEv = comdat any

$_ZTV2Sq = comdat any

$_ZTS2Sq = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI2Sq = comdat any

$_ZTV4Rect = comdat any

$_ZTS4Rect = comdat any

$_ZTI4Rect = comdat any

@last = dso_local local_unnamed_addr global %struct.Shape* null, align 8
@_ZTV2Sq = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2Sq to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Sq*)* @_ZN2SqD0Ev to i8*), i8* bitcast (i32 (%struct.Sq*)* @_ZNK2Sq4areaEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2Sq = linkonce_odr dso_local constant [4 x i8] c"2Sq\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI2Sq = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2Sq, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV4Rect = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI4Rect to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Rect*)* @_ZN4RectD0Ev to i8*), i8* bitcast (i32 (%struct.Rect*)* @_ZNK4Rect4areaEv to i8*)] }, comdat, align 8
@_ZTS4Rect = linkonce_odr dso_local constant [6 x i8] c"4Rect\00", comdat, align 1
@_ZTI4Rect = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Rect, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i32 @_Z7area_ofPK5Shape(%struct.Shape* noundef %0) local_unnamed_addr #0 {
  %2 = bitcast %struct.Shape* %0 to i32 (%struct.Shape*)***
  %3 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %2, align 8, !tbaa !5
  %4 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %3, i64 2
  %5 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %4, align 8
  %6 = tail call noundef i32 %5(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0)
  ret i32 %6
}

; Function Attrs: uwtable
define dso_local noundef i32 @_Z5totali(i32 noundef %0) local_unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %20, %1
  %4 = phi i32 [ 0, %1 ], [ %23, %20 ]
  ret i32 %4

5:                                                ; preds = %1, %20
  %6 = phi i32 [ %23, %20 ], [ 0, %1 ]
  %7 = phi i32 [ %28, %20 ], [ 0, %1 ]
  %8 = and i32 %7, 1
  %9 = icmp eq i32 %8, 0
  %10 = tail call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #7
  br i1 %9, label %15, label %11

11:                                               ; preds = %5
  %12 = bitcast i8* %10 to %struct.Sq*
  %13 = getelementptr inbounds %struct.Sq, %struct.Sq* %12, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV2Sq, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %13, align 8, !tbaa !5
  %14 = getelementptr inbounds %struct.Sq, %struct.Sq* %12, i64 0, i32 1
  store i32 %7, i32* %14, align 8, !tbaa !8
  br label %20

15:                                               ; preds = %5
  %16 = bitcast i8* %10 to %struct.Rect*
  %17 = getelementptr inbounds %struct.Rect, %struct.Rect* %16, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Rect, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %17, align 8, !tbaa !5
  %18 = getelementptr inbounds %struct.Rect, %struct.Rect* %16, i64 0, i32 1
  store i32 %7, i32* %18, align 8, !tbaa !12
  %19 = getelementptr inbounds %struct.Rect, %struct.Rect* %16, i64 0, i32 2
  store i32 2, i32* %19, align 4, !tbaa !14
  br label %20

20:                                               ; preds = %15, %11
  %21 = bitcast i8* %10 to %struct.Shape*
  store i8* %10, i8** bitcast (%struct.Shape** @last to i8**), align 8, !tbaa !15
  %22 = tail call noundef i32 @_Z7area_ofPK5Shape(%struct.Shape* noundef nonnull %21)
  %23 = add nsw i32 %22, %6
  %24 = bitcast i8* %10 to void (%struct.Shape*)***
  %25 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %24, align 8, !tbaa !5
  %26 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %25, i64 1
  %27 = load void (%struct.Shape*)*, void (%struct.Shape*)** %26, align 8
  tail call void %27(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %21) #8
  %28 = add nuw nsw i32 %7, 1
  %29 = icmp eq i32 %28, %0
  br i1 %29, label %3, label %5, !llvm.loop !17
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN2SqD0Ev(%struct.Sq* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.Sq* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK2Sq4areaEv(%struct.Sq* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds %struct.Sq, %struct.Sq* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !8
  %4 = mul nsw i32 %3, %3
  ret i32 %4
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN4RectD0Ev(%struct.Rect* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = bitcast %struct.Rect* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Rect4areaEv(%struct.Rect* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !12
  %4 = getelementptr inbounds %struct.Rect, %struct.Rect* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !14
  %6 = mul nsw i32 %5, %3
  ret i32 %6
}

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { builtin allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS2Sq", !10, i64 8}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !7, i64 0}
!12 = !{!13, !10, i64 8}
!13 = !{!"_ZTS4Rect", !10, i64 8, !10, i64 12}
!14 = !{!13, !10, i64 12}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !11, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}

; CHECK: define {{.*}} @_Z5totali(
; CHECK: store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV2Sq, i64 0, i32 0, i64 2)
; SIM: @_Z5totali: returned 124
; SIM: races: 0
