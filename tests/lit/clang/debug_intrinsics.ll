; clang-14 -g output: `call void @llvm.dbg.value(...)`, which LLVM now reads as debug
; records, pairs with no instruction; the calls stay in the output, unordered.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'i32[8]:iota' --arg 8

; ModuleID = 'debug_intrinsics.c'
source_filename = "debug_intrinsics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @f(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !15, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 %1, metadata !16, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !20
  %3 = icmp sgt i32 %1, 0, !dbg !21
  br i1 %3, label %4, label %6, !dbg !23

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !21
  br label %7, !dbg !23

6:                                                ; preds = %7, %2
  ret void, !dbg !24

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %14, %7 ]
  call void @llvm.dbg.value(metadata i64 %8, metadata !17, metadata !DIExpression()), !dbg !20
  %9 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !25
  %10 = load i32, i32* %9, align 4, !dbg !25, !tbaa !26
  %11 = shl nsw i32 %10, 1, !dbg !30
  %12 = trunc i64 %8 to i32, !dbg !31
  %13 = add nsw i32 %11, %12, !dbg !31
  store i32 %13, i32* %9, align 4, !dbg !32, !tbaa !26
  %14 = add nuw nsw i64 %8, 1, !dbg !33
  call void @llvm.dbg.value(metadata i64 %14, metadata !17, metadata !DIExpression()), !dbg !20
  %15 = icmp eq i64 %14, %5, !dbg !21
  br i1 %15, label %6, label %7, !dbg !23, !llvm.loop !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "debug_intrinsics.c", directory: ".", checksumkind: CSK_MD5, checksum: "14bb54c5500a1fcb6330a454634a8d6f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !13}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !17}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !9, file: !1, line: 6, type: !12)
!16 = !DILocalVariable(name: "n", arg: 2, scope: !9, file: !1, line: 6, type: !13)
!17 = !DILocalVariable(name: "i", scope: !18, file: !1, line: 7, type: !13)
!18 = distinct !DILexicalBlock(scope: !9, file: !1, line: 7, column: 3)
!19 = !DILocation(line: 0, scope: !9)
!20 = !DILocation(line: 0, scope: !18)
!21 = !DILocation(line: 7, column: 21, scope: !22)
!22 = distinct !DILexicalBlock(scope: !18, file: !1, line: 7, column: 3)
!23 = !DILocation(line: 7, column: 3, scope: !18)
!24 = !DILocation(line: 9, column: 1, scope: !9)
!25 = !DILocation(line: 8, column: 12, scope: !22)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 8, column: 17, scope: !22)
!31 = !DILocation(line: 8, column: 21, scope: !22)
!32 = !DILocation(line: 8, column: 10, scope: !22)
!33 = !DILocation(line: 7, column: 27, scope: !22)
!34 = distinct !{!34, !23, !35, !36, !37}
!35 = !DILocation(line: 8, column: 23, scope: !18)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!"llvm.loop.unroll.disable"}

; CHECK-LABEL: define {{.*}} @f(
; CHECK-NEXT:    call void @llvm.dbg.value(metadata i32* %0
; CHECK:         %csa.entry = call i1 @llvm.csa.mementry()
; CHECK:         call void @llvm.dbg.value(metadata i64 %{{[0-9]+}}
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    load i32
; CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         call void @llvm.csa.inord(i1 [[L]])
; CHECK-NEXT:    store i32
