; A block that starts with a `#dbg_value` record and gets a token phi: the phi goes above
; the record, which belongs to the block's first instruction (a record attached to a phi
; is invalid IR: LLVM's verifier complained on stderr and dropped the module's debug
; information).
; RUN: csarules order %s 2>&1 | %strip-checks | FileCheck %s

define void @f(ptr %p, i1 %c) !dbg !5 {
entry:
  store i32 1, ptr %p, align 4, !dbg !9
  br i1 %c, label %a, label %join, !dbg !9

a:
  store i32 2, ptr %p, align 4, !dbg !9
  br label %join, !dbg !9

join:
    #dbg_value(i32 0, !8, !DIExpression(), !9)
  %v = load i32, ptr %p, align 4, !dbg !9
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !{null})
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocalVariable(name: "i", scope: !5, file: !1, line: 2, type: !7)
!9 = !DILocation(line: 2, column: 3, scope: !5)

; CHECK-NOT:   DbgRecords
; CHECK-LABEL: join:
; CHECK-NEXT:    %csa.p{{[0-9]+}} = phi i1
; CHECK-NEXT:    #dbg_value(i32 0, !{{[0-9]+}}, !DIExpression(), !{{[0-9]+}})
; CHECK:         call void @llvm.csa.inord(
; CHECK-NEXT:    %v = load i32, ptr %p
