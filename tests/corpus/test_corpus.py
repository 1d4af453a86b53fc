"""The input corpus: every .ll parses and verifies, every instruction has its line, the
hand-written spec files say what they are, and nothing names a path of this machine."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from csarules.ir.reader import read_module

REPO = Path(__file__).resolve().parents[2]
INPUTS = REPO / "tests" / "inputs"
LL_ROOTS = [INPUTS, REPO / "benchmarks" / "kernels", REPO / "examples"]
LL_FILES = sorted(p for root in LL_ROOTS for p in root.rglob("*.ll"))
SPEC_FILES = sorted((INPUTS / "spec").rglob("*.ll"))
C_FILES = sorted((INPUTS / "c").glob("*.c"))

# What may stand before the opcode on an instruction's first line.
_PREFIX = re.compile(r'^(?:%(?:[-\w$.]+|"[^"]*")\s*=\s*)?(?:(?:tail|musttail|notail)\s+)?')
_MACHINE_PATH = re.compile(r"(?<![\w.])/(?:work|tmp|root|home)/")


def _rel(path: Path) -> str:
    return path.relative_to(REPO).as_posix()


def test_corpus_is_not_empty() -> None:
    assert len(LL_FILES) >= 150
    assert len(C_FILES) >= 20
    assert len(SPEC_FILES) >= 20


@pytest.mark.parametrize("path", LL_FILES, ids=_rel)
def test_parses_and_every_instruction_has_its_line(path: Path) -> None:
    module = read_module(path)
    assert module.functions
    for func in module.functions:
        previous = func.line
        for inst in func.instructions():
            assert previous < inst.line <= inst.end_line < func.end_line, inst
            previous = inst.end_line
            first = module.lines[inst.line - 1].strip()
            rest = _PREFIX.sub("", first, count=1)
            assert rest.startswith(inst.opcode), (inst.line, first, inst.opcode)


TEXT_FILES = sorted(
    p for r in LL_ROOTS for p in r.rglob("*") if p.suffix in {".ll", ".c", ".h", ".sh", ".json"}
)


@pytest.mark.parametrize("path", TEXT_FILES, ids=_rel)
def test_no_machine_paths(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert not _MACHINE_PATH.search(text), f"{_rel(path)} names a path of this machine"


@pytest.mark.parametrize("path", SPEC_FILES, ids=_rel)
def test_spec_file_header_and_placement(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("; Spec: "), "header comment must quote the spec section"
    assert re.search(r"\.rst\b", text.split("\n\n", 1)[0]), "header must name the spec file"
    module = read_module(path)
    callees = {i.callee for f in module.functions for i in f.instructions() if i.callee}
    ordered = bool(callees & {"llvm.csa.inord", "llvm.csa.outord"})
    assert ordered == (path.parent.name == "ordered"), "ordered files live in spec/ordered/"
    assert "undef" not in "\n".join(ln for ln in module.lines if not ln.lstrip().startswith(";"))


@pytest.mark.parametrize("path", SPEC_FILES, ids=_rel)
def test_spec_ordered_files_order_every_memop(path: Path) -> None:
    """Ordered examples are complete orderings: every load/store/prefetch sits between an
    inord and an outord, and every ret is preceded by an inord."""
    if path.parent.name != "ordered":
        return
    module = read_module(path)
    for func in module.functions:
        for block in func.blocks:
            insts = block.instructions
            for pos, inst in enumerate(insts):
                orderable = inst.opcode in ("load", "store") or inst.callee in ("llvm.prefetch.p0",)
                if orderable:
                    assert insts[pos - 1].callee == "llvm.csa.inord", inst
                    assert insts[pos + 1].callee == "llvm.csa.outord", inst
                if inst.opcode == "ret":
                    assert insts[pos - 1].callee == "llvm.csa.inord", inst


@pytest.mark.parametrize("path", C_FILES, ids=_rel)
def test_c_file_has_header_and_generated_ir(path: Path) -> None:
    assert path.read_text(encoding="utf-8").startswith("/* "), "header comment first"
    for compiler in ("clang14", "clang19"):
        for level in ("O1", "O2"):
            assert (INPUTS / "gen" / f"{path.stem}.{compiler}.{level}.ll").is_file()


def test_csa_stand_ins_are_renamed() -> None:
    expected = {
        "llvm.csa.parallel.region.entry": "declare i32 @llvm.csa.parallel.region.entry(i32)",
        "llvm.csa.parallel.region.exit": "declare void @llvm.csa.parallel.region.exit(i32)",
        "llvm.csa.parallel.section.entry": "declare i32 @llvm.csa.parallel.section.entry(i32)",
        "llvm.csa.parallel.section.exit": "declare void @llvm.csa.parallel.section.exit(i32)",
    }
    users = 0
    for path in sorted((INPUTS / "gen").glob("*.ll")):
        text = path.read_text(encoding="utf-8")
        assert "csa_parallel_" not in text, _rel(path)
        if "@llvm.csa.parallel." not in text:
            continue
        users += 1
        module = read_module(path)
        for name, header in expected.items():
            if name in module.declarations:
                assert module.declarations[name].canonical_header == header
                assert module.declarations[name].attributes == []
        calls = [
            i
            for f in module.functions
            for i in f.instructions()
            if (i.callee or "").startswith("llvm.csa.parallel.")
        ]
        assert calls
        for call in calls:
            assert "#" not in call.canonical and "noundef" not in call.canonical, call
    assert users >= 8
