; Prefetch rule 5: "Parallel region/section intrinsics and loop metadata are ignored
; when ordering prefetch intrinsics. This enables prefetches to be throttled using
; ordering edges from ops in previous loop iterations even in loops that are marked as
; parallel where such loop-carried edges would normally be dropped". In a loop whose
; iterations are parallel sections, the carried pairs between the load and the store
; (B may alias A) are released; the prefetch's carried pair after the load is kept.
; RUN: csarules edges --no-runtime-checks %s | FileCheck %s

declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @f(ptr %A, ptr %B, i64 %n) {
entry:
  %region = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %section = call i32 @llvm.csa.parallel.section.entry(i32 %region)
  %p = getelementptr inbounds double, ptr %A, i64 %i
  %ahead = getelementptr inbounds double, ptr %p, i64 64
  call void @llvm.prefetch.p0(ptr %ahead, i32 0, i32 3, i32 1)
  %x = load double, ptr %p, align 8
  %y = fadd double %x, 1.0
  store double %y, ptr %B, align 8
  call void @llvm.csa.parallel.section.exit(i32 %section)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  call void @llvm.csa.parallel.region.exit(i32 %region)
  ret void
}

; CHECK-LABEL: @f (standard)
; CHECK-NEXT:  edge 15 -> 25 %x = load
; CHECK-NEXT:  edge 25 -> 24 [carried by %loop] call void @llvm.prefetch.p0
; CHECK-NEXT:  edge 25 -> 27 store double
; CHECK-NEXT:  edge 27 -> 34 ret void
; CHECK-NEXT:  released 25 -> 27 [carried by %loop] (parallel_section)
; CHECK-NEXT:  released 27 -> 25 [carried by %loop] (parallel_section)
; CHECK-NOT:   released
