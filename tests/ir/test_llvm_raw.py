"""csarules/ir/llvm_raw.py walks what llvmlite's own objects walk: the same blocks,
instructions, operands, incoming blocks and types, by address, on every module of the
corpus and on the reader's hand-written cases (test_reader_asked_once.py: a switch,
phis, constant expressions, a block address, metadata, tail calls, atomics)."""

from __future__ import annotations

import llvmlite.binding as llvm
import pytest
from test_reader_asked_once import CASES, FILES, OPCODE_CASES, ROOT

from csarules.ir import llvm_raw
from csarules.ir.reader import read_module
from csarules.ir.text import llvm_text


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
    assert _check(CASES) == 15
    assert _check(OPCODE_CASES) == 13
    ref = llvm.parse_assembly(llvm_text(CASES))
    fref = ref.get_function("f")
    first = llvm_raw.instructions(llvm_raw.blocks(llvm_raw.address(fref))[0])[0]
    assert str(llvm_raw.value_ref(first)).strip().startswith("%2 = getelementptr")
    assert str(llvm_raw.type_ref(llvm_raw.type_of(first))) == "ptr"
