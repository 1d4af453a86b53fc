"""csarules/ir/llvm_raw.py walks what llvmlite's own objects walk: the same blocks,
instructions, operands, incoming blocks and types, by address, on every module of the
corpus and on hand-written cases (a switch, phis, constant expressions, metadata
operands, a block address)."""

from __future__ import annotations

from pathlib import Path

import llvmlite.binding as llvm
import pytest

from csarules.ir import llvm_raw
from csarules.ir.reader import read_module
from csarules.ir.text import llvm_text

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tests" / "inputs").rglob("*.ll")) + sorted(
    (ROOT / "benchmarks" / "kernels").glob("*.ll"))

CASES = """
@g = global [4 x i32] zeroinitializer

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @use(ptr, i8, i64)

define i32 @f(i32 %0, ptr %p, i1 %c) {
  %2 = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 1
  %3 = load i32, ptr %2, align 4
  call void @use(ptr blockaddress(@f, %6), i8 -56, i64 ptrtoint (ptr @g to i64))
  call void @llvm.dbg.value(metadata i32 %3, metadata !1, metadata !DIExpression())
  switch i32 %0, label %6 [
    i32 1, label %4
    i32 -2, label %5
  ]
4:
  store i32 %3, ptr getelementptr (i8, ptr @g, i64 8), align 4
  br label %6
5:
  %x = select i1 %c, ptr %p, ptr @g
  br i1 %c, label %6, label %4
6:
  %r = phi i32 [ %0, %1 ], [ %3, %4 ], [ 7, %5 ]
  ret i32 %r
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !DILocalVariable(name: "v", scope: !2)
!2 = distinct !DISubprogram(name: "f", unit: !3)
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, emissionKind: FullDebug)
!4 = !DIFile(filename: "f.c", directory: "")
"""


def _by_llvmlite(ref: llvm.ModuleRef) -> list:
    walked = []
    for fref in ref.functions:
        if fref.is_declaration:
            continue
        blocks = []
        for bref in fref.blocks:
            insts = []
            for iref in bref.instructions:
                incoming = [llvm_raw.address(b) for b in iref.incoming_blocks] \
                    if iref.opcode == "phi" else []
                insts.append((llvm_raw.address(iref), llvm_raw.address(iref.type),
                              [llvm_raw.address(o) for o in iref.operands], incoming))
            blocks.append((llvm_raw.address(bref), insts))
        walked.append(blocks)
    return walked


def _by_address(ref: llvm.ModuleRef) -> list:
    walked = []
    for fref in ref.functions:
        if fref.is_declaration:
            continue
        blocks = []
        for block in llvm_raw.blocks(llvm_raw.address(fref)):
            insts = []
            for inst in llvm_raw.instructions(block):
                phi = llvm_raw.value_ref(inst, "instruction").opcode == "phi"
                insts.append((inst, llvm_raw.type_of(inst), llvm_raw.operands(inst),
                              llvm_raw.incoming_blocks(inst) if phi else []))
            blocks.append((block, insts))
        walked.append(blocks)
    return walked


def _check(text: str) -> int:
    return _check_ref(llvm.parse_assembly(llvm_text(text)))


def _check_ref(ref: llvm.ModuleRef) -> int:
    walked = _by_address(ref)
    assert walked == _by_llvmlite(ref)
    return sum(len(insts) for blocks in walked for _, insts in blocks)


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_corpus_module(path) -> None:
    # (the module as the reader gave it to LLVM: older IR is rewritten first)
    _check_ref(read_module(path)._llvm_ref)


def test_hand_written_cases() -> None:
    assert _check(CASES) == 10  # (the llvm.dbg.value call is read as a debug record)
    ref = llvm.parse_assembly(llvm_text(CASES))
    fref = ref.get_function("f")
    first = llvm_raw.instructions(llvm_raw.blocks(llvm_raw.address(fref))[0])[0]
    assert str(llvm_raw.value_ref(first)).strip().startswith("%2 = getelementptr")
    assert str(llvm_raw.type_ref(llvm_raw.type_of(first))) == "ptr"
