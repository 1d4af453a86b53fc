"""The reader asks LLVM about a function's own values not at all (their kind and type are
those of the object already read for them) and about types, constants, globals and
functions once per module (csarules/ir/reader.py, Asked). Against the reader asking
about every use (`_operand_asked` with `str` for types, as it did before): the same
opcodes, types and operands for every instruction of the corpus and of hand-written
cases (metadata, block addresses, constant expressions, unnamed values, switches)."""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.ir import llvm_raw, reader
from csarules.ir.reader import parse_module, read_module

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tests" / "inputs").rglob("*.ll")) + sorted(
    (ROOT / "benchmarks" / "kernels").glob("*.ll"))

CASES = """
@g = global [4 x i32] zeroinitializer
@fp = global ptr @f

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @use(ptr, i8, i64)

define i32 @f(i32 %0, ptr %p, i1 %c) {
  %2 = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 1
  %3 = load i32, ptr %2, align 4
  call void @use(ptr blockaddress(@f, %6), i8 -56, i64 ptrtoint (ptr @g to i64))
  switch i32 %0, label %6 [
    i32 1, label %4
    i32 -2, label %5
  ]
4:
  store i32 %3, ptr getelementptr (i8, ptr @g, i64 8), align 4
  br label %6
5:
  %x = select i1 %c, ptr %p, ptr @g
  store float 1.5, ptr %x, align 4
  br label %6
6:
  %r = phi i32 [ %0, %1 ], [ %3, %4 ], [ 7, %5 ]
  ret i32 %r
}

define void @h(ptr %q) {
  store i32 -56, ptr %q, align 4
  store ptr @f, ptr %q, align 8
  call void @use(ptr %q, i8 -56, i64 0)
  ret void
}
"""


def _described(module) -> list[tuple]:
    def target(op):
        t = op.target
        if t is None:
            return None
        return (type(t).__name__, getattr(t, "line", None), getattr(t, "name", None),
                getattr(t, "label", None), getattr(t, "index", None))

    return [(inst.line, inst.opcode, inst.type,
             [(op.kind, op.type, op.text, op.int_value, target(op)) for op in inst.operands])
            for func in module.functions for inst in func.instructions()]


def _asking_every_use(read):
    """`read()` with the reader asking LLVM about every operand and type, as before."""
    saved = reader._operand, reader.Asked.type_at
    reader._operand = lambda key, values, fkeys, gkeys, asked: reader._operand_asked(
        llvm_raw.value_ref(key), values, fkeys, gkeys, str)
    reader.Asked.type_at = lambda self, typ: str(llvm_raw.type_ref(typ))  # type: ignore[method-assign]
    try:
        return read()
    finally:
        reader._operand, reader.Asked.type_at = saved


def _check(read) -> None:
    assert _described(read()) == _described(_asking_every_use(read))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_corpus_module(path) -> None:
    _check(lambda: read_module(path))


def test_hand_written_cases() -> None:
    _check(lambda: parse_module(CASES, "cases.ll"))
    module = parse_module(CASES, "cases.ll")
    ops = {op.text: op for func in module.functions for inst in func.instructions()
           for op in inst.operands}
    assert ops["-56"].int_value == -56 and ops["-56"].type in ("i8", "i32")
    assert ops["%6"].kind == "block" and ops["%6"].type == "label"
    assert ops["%0"].kind == "argument" and ops["%0"].type == "i32"


OPCODE_CASES = """
declare i32 @g(i32)

define i32 @f(i32 %x, ptr %p, float %y) {
  %"a b" = add nsw i32 %x, 1
  %t = tail call i32 @g(i32 %"a b")
  %n = notail call i32 @g(i32 %t)
  call void @llvm.donothing()
  %old = cmpxchg weak ptr %p, i32 %n, i32 0 seq_cst monotonic
  %rmw = atomicrmw volatile add ptr %p, i32 1 acq_rel
  fence syncscope("agent") release
  %neg = fneg fast float %y
  %fr = freeze i32 %rmw
  store atomic volatile i32 %fr, ptr %p seq_cst, align 4
  ret i32 %fr
}

define i32 @h(i32 %a) {
  %m = musttail call i32 @g(i32 %a)
  ret i32 %m
}

declare void @llvm.donothing()
"""


def _llvm_opcodes(module) -> list[list[str]]:
    return [[inst.opcode for block in fref.blocks for inst in block.instructions]
            for fref in module._llvm_ref.functions if not fref.is_declaration]


def _read_opcodes(module) -> list[list[str]]:
    return [[inst.opcode for inst in func.instructions()] for func in module.functions]


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_opcodes_read_from_the_text_are_llvms(path) -> None:
    module = read_module(path)
    assert _read_opcodes(module) == _llvm_opcodes(module)


def test_opcodes_after_markers_and_quoted_names() -> None:
    module = parse_module(OPCODE_CASES, "opcodes.ll")
    assert _read_opcodes(module) == _llvm_opcodes(module) == [[
        "add", "call", "call", "call", "cmpxchg", "atomicrmw", "fence", "fneg", "freeze",
        "store", "ret"], ["call", "ret"]]
