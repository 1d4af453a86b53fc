; clang-19 -g output: `#dbg_value` records are no instructions. They stay in the output,
; the loop's load and store are ordered as without -g, and the run is race-free.
; RUN: csarules order %s | %strip-checks | FileCheck %s
; RUN: csarules sim %s --entry f --arg 'i32[8]:iota' --arg 8

; ModuleID = 'debug_records.c'
source_filename = "debug_records.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @f(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !10 {
    #dbg_value(ptr %0, !16, !DIExpression(), !20)
    #dbg_value(i32 %1, !17, !DIExpression(), !20)
    #dbg_value(i32 0, !18, !DIExpression(), !21)
  %3 = icmp sgt i32 %1, 0, !dbg !22
  br i1 %3, label %4, label %6, !dbg !24

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !22
  br label %7, !dbg !24

6:                                                ; preds = %7, %2
  ret void, !dbg !25

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %14, %7 ]
    #dbg_value(i64 %8, !18, !DIExpression(), !21)
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !26
  %10 = load i32, ptr %9, align 4, !dbg !26, !tbaa !27
  %11 = shl nsw i32 %10, 1, !dbg !31
  %12 = trunc nuw nsw i64 %8 to i32, !dbg !32
  %13 = add nsw i32 %11, %12, !dbg !32
  store i32 %13, ptr %9, align 4, !dbg !33, !tbaa !27
  %14 = add nuw nsw i64 %8, 1, !dbg !34
    #dbg_value(i64 %14, !18, !DIExpression(), !21)
  %15 = icmp eq i64 %14, %5, !dbg !22
  br i1 %15, label %6, label %7, !dbg !24, !llvm.loop !35
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "debug_records.c", directory: ".", checksumkind: CSK_MD5, checksum: "a346dc89d997e04d533bcbba91754c3f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !18}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!17 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 6, type: !14)
!18 = !DILocalVariable(name: "i", scope: !19, file: !1, line: 7, type: !14)
!19 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!20 = !DILocation(line: 0, scope: !10)
!21 = !DILocation(line: 0, scope: !19)
!22 = !DILocation(line: 7, column: 21, scope: !23)
!23 = distinct !DILexicalBlock(scope: !19, file: !1, line: 7, column: 3)
!24 = !DILocation(line: 7, column: 3, scope: !19)
!25 = !DILocation(line: 9, column: 1, scope: !10)
!26 = !DILocation(line: 8, column: 12, scope: !23)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 8, column: 17, scope: !23)
!32 = !DILocation(line: 8, column: 21, scope: !23)
!33 = !DILocation(line: 8, column: 10, scope: !23)
!34 = !DILocation(line: 7, column: 27, scope: !23)
!35 = distinct !{!35, !24, !36, !37, !38}
!36 = !DILocation(line: 8, column: 23, scope: !19)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !{!"llvm.loop.unroll.disable"}

; CHECK-LABEL: define {{.*}} @f(
; CHECK:         #dbg_value(ptr %0
; CHECK:         %csa.entry = call i1 @llvm.csa.mementry()
; CHECK:         #dbg_value(i64 %8
; CHECK:         call void @llvm.csa.inord(i1 %csa.entry)
; CHECK-NEXT:    %10 = load i32
; CHECK-NEXT:    [[L:%csa.o[0-9]+]] = call i1 @llvm.csa.outord()
; CHECK:         call void @llvm.csa.inord(i1 [[L]])
; CHECK-NEXT:    store i32 %13
