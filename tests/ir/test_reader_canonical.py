"""Instruction.canonical is the module print's line for the instruction: LLVM's print of
the instruction alone (`str(iref)`, stripped) but for the numbers of metadata (`!N`) and
attribute groups (`#N`), which are the module's (Module.metadata, attribute_groups)."""

from __future__ import annotations

import re
from pathlib import Path
from textwrap import dedent

import pytest

from csarules.ir.reader import parse_module, read_module

ROOT = Path(__file__).resolve().parents[1]

SWITCHES = dedent("""\
    define i32 @f(i32 %x, ptr %p) {
    entry:
      %v = load i32, ptr %p, align 4, !tbaa !0
      switch i32 %x, label %d [
        i32 0, label %a
        i32 1, label %b
      ], !prof !3
    a:
      switch i32 %v, label %d [
        i32 7, label %b
      ]
    b:
      %s = phi i32 [ 1, %entry ], [ 2, %a ]
      br label %d
    d:
      %r = phi i32 [ 0, %entry ], [ 0, %a ], [ %s, %b ]
      ret i32 %r
    }

    define void @g(ptr %p) {
      store i32 1, ptr %p, align 4, !tbaa !0
      ret void
    }

    !0 = !{!1, !1, i64 0}
    !1 = !{!"int", !2, i64 0}
    !2 = !{!"Simple C/C++ TBAA"}
    !3 = !{!"branch_weights", i32 1, i32 2, i32 3}
    """)


def _assert_canonical_is_the_module_print(module) -> int:
    ref = module._llvm_ref
    defined = [f for f in ref.functions if not f.is_declaration]
    assert len(defined) == len(module.functions)
    count = 0
    for fref, func in zip(defined, module.functions, strict=True):
        irefs = [i for block in fref.blocks for i in block.instructions]
        insts = func.instructions()
        assert len(irefs) == len(insts)
        for iref, inst in zip(irefs, insts, strict=True):
            assert _numbers_hidden(inst.canonical) == _numbers_hidden(str(iref).strip()), \
                inst.line
            assert inst.canonical == inst.module_text, inst.line
            for node in re.findall(r"!\d+\b", inst.canonical):
                assert node in module.metadata, (inst.line, node)
            for group in re.findall(r"#\d+\b", inst.canonical):
                assert group in module.attribute_groups, (inst.line, group)
            count += 1
    return count


def _numbers_hidden(text: str) -> str:
    return re.sub(r"([!#])\d+\b", r"\1N", text)


def test_switches_metadata_and_later_functions():
    assert _assert_canonical_is_the_module_print(parse_module(SWITCHES, "t.ll")) == 9


@pytest.mark.parametrize("path", ["extract/inputs/c_features.O1.ll",
                                  "extract/inputs/c_features.O3.ll",
                                  "golden/atomics/input.ll"])
def test_corpus_modules(path):
    assert _assert_canonical_is_the_module_print(read_module(ROOT / path)) > 0


@pytest.mark.parametrize("path", ["extract/inputs/c_features.O1.ll",
                                  "golden/atomics/input.ll"])
def test_headers_are_the_module_prints(path):
    """A function's header is its line in the module's print: its own print's header but
    for attribute group numbers."""
    module = read_module(ROOT / path)
    printed = module.canonical.split("\n")
    for fref in module._llvm_ref.functions:
        decl = module.declarations[fref.name]
        alone = next(ln for ln in str(fref).splitlines() if ln.startswith(("define", "declare")))
        assert decl.canonical_header in {ln.strip() for ln in printed}
        assert _numbers_hidden(decl.canonical_header) == _numbers_hidden(alone.strip())
