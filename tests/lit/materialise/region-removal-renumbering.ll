; Parallel region/section intrinsics are removed with their declarations; the numbered
; values, block labels, `label %N` operands and `; preds =` comments after them are
; renumbered so LLVM still reads the module.
; RUN: csarules order --mode race %s | %strip-checks | FileCheck %s
; CHECK-NOT: llvm.csa.parallel

; CHECK-LABEL: define void @sections(ptr %0, ptr %1, i1 %2)
; CHECK-NEXT:    %csa.entry = call i1 @llvm.csa.mementry()
; CHECK-NEXT:    br i1 %2, label %4, label %6
; CHECK:       4:                                                ; preds = %3
; CHECK:         store i32 1, ptr %0, align 4
; CHECK:         br label %5
; CHECK:       5:                                                ; preds = %6, %4
; CHECK:         ret void
; CHECK:       6:                                                ; preds = %3
; CHECK:         store i32 2, ptr %1, align 4
; CHECK:         br label %5
; CHECK-NOT: llvm.csa.parallel
define void @sections(ptr %0, ptr %1, i1 %2) {
  %4 = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br i1 %2, label %5, label %9

5:                                                ; preds = %3
  %6 = call i32 @llvm.csa.parallel.section.entry(i32 %4)
  store i32 1, ptr %0, align 4
  br label %7

7:                                                ; preds = %9, %5
  %8 = phi i32 [ %6, %5 ], [ %10, %9 ]
  call void @llvm.csa.parallel.section.exit(i32 %8)
  call void @llvm.csa.parallel.region.exit(i32 %4)
  ret void

9:                                                ; preds = %3
  %10 = call i32 @llvm.csa.parallel.section.entry(i32 %4)
  store i32 2, ptr %1, align 4
  br label %7
}

declare i32 @llvm.csa.parallel.region.entry(i32)

declare i32 @llvm.csa.parallel.section.entry(i32)

declare void @llvm.csa.parallel.section.exit(i32)

declare void @llvm.csa.parallel.region.exit(i32)
