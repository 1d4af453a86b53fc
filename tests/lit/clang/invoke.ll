; C++ exceptions: `invoke` is a call whose ordering continues on both of its edges. Each
; edge gets a block of its own holding the call's outord; the shared landing pad becomes a
; phi of per-edge landingpad copies. The load after the first call waits for it on the
; normal edge; the store in the handler waits for whichever call threw; `resume` waits,
; like `ret`, for the accesses on the paths into it.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; The simulator runs the invoke (nothing it runs throws) and finds the ordering race-free
; with the callee writing its argument; race mode, which drops the call's edges, races.
; RUN: csarules sim %s --entry _Z1fPii --arg 'i32[8]:iota' --arg 4 --extern _Z9may_throwPi=clobber
; RUN: not csarules sim %s --mode race --entry _Z1fPii --arg 'i32[8]:iota' --arg 4 --extern _Z9may_throwPi=clobber

; ModuleID = 'invoke.cpp'
source_filename = "invoke.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = dso_local local_unnamed_addr global i32 0, align 4
@_ZTIi = external constant ptr

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z1fPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  store i32 1, ptr %0, align 4, !tbaa !5
  invoke void @_Z9may_throwPi(ptr noundef nonnull %0)
          to label %3 unwind label %11

3:                                                ; preds = %2
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  invoke void @_Z9may_throwPi(ptr noundef nonnull %6)
          to label %7 unwind label %11

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 12
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = add nsw i32 %9, %5
  br label %21

11:                                               ; preds = %3, %2
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %13 = extractvalue { ptr, i32 } %12, 1
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #3
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %23

16:                                               ; preds = %11
  %17 = extractvalue { ptr, i32 } %12, 0
  %18 = tail call ptr @__cxa_begin_catch(ptr %17) #3
  %19 = load i32, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %19, ptr %20, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #3
  br label %21

21:                                               ; preds = %16, %7
  %22 = phi i32 [ %10, %7 ], [ -1, %16 ]
  store i32 %22, ptr @g, align 4, !tbaa !5
  ret i32 %22

23:                                               ; preds = %11
  resume { ptr, i32 } %12
}

declare void @_Z9may_throwPi(ptr noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nounwind }

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
!8 = !{!"Simple C++ TBAA"}

; CHECK-LABEL: define {{.*}} @_Z1fPii(
; CHECK:         store i32 1, ptr %0
; CHECK-NEXT:    [[S0:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    call void @llvm.csa.inord(i1 [[S0]])
; CHECK-NEXT:    invoke void @_Z9may_throwPi(ptr {{.*}}%0)
; CHECK-NEXT:    to label %[[OK1:csa.i[0-9]+.0]] unwind label %[[EH1:csa.i[0-9]+.1]]
; CHECK:       [[OK1]]:
; CHECK-NEXT:    [[C1:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    br label %[[CONT1:[0-9]+]]
; CHECK:       [[EH1]]:
; CHECK-NEXT:    [[LP1:%csa.lp[0-9]+]] = landingpad { ptr, i32 }
; CHECK-NEXT:    cleanup
; CHECK-NEXT:    catch ptr @_ZTIi
; CHECK-NEXT:    [[U1:%csa.o[0-9]+.1]] = call i1 @llvm.csa.outord()
; CHECK-NEXT:    br label %[[PAD:[0-9]+]]
; CHECK:       [[CONT1]]:
; CHECK:         call void @llvm.csa.inord(i1 [[C1]])
; CHECK-NEXT:    load i32
; CHECK:         invoke void @_Z9may_throwPi(
; CHECK-NEXT:    to label %[[OK2:csa.i[0-9]+.0]] unwind label %[[EH2:csa.i[0-9]+.1]]
; CHECK:       [[EH2]]:
; CHECK-NEXT:    [[LP2:%csa.lp[0-9]+]] = landingpad { ptr, i32 }
; CHECK:         [[U2:%csa.o[0-9]+.1]] = call i1 @llvm.csa.outord()
; CHECK:       [[PAD]]:
; CHECK-DAG:     phi i1 [ %csa.entry, %[[EH1]] ], [ [[U2]], %[[EH2]] ]
; CHECK-DAG:     phi i1 [ [[U1]], %[[EH1]] ], [ %csa.entry, %[[EH2]] ]
; CHECK-DAG:     phi { ptr, i32 } [ [[LP1]], %[[EH1]] ], [ [[LP2]], %[[EH2]] ]
; CHECK-NOT:     landingpad
; CHECK:         call ptr @__cxa_begin_catch(
; CHECK:         store i32 %{{[0-9]+}}, ptr %{{[0-9]+}}
; CHECK:         ret i32
; CHECK:         call void @llvm.csa.inord(i1 %csa.a{{[0-9]+}})
; CHECK-NEXT:    resume { ptr, i32 }
