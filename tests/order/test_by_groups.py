"""Ordering a module one group of functions at a time (bounded memory) gives the
byte-identical module, warnings included, that one engine run over the whole module gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.errors import CsaError
from csarules.ir.reader import read_module
from csarules.order.pipeline import (
    derive,
    derive_by_groups,
    function_groups,
    materialise_outcome,
)

REPO = Path(__file__).resolve().parents[2]
ROOTS = [REPO / "tests" / "inputs", REPO / "benchmarks" / "kernels", REPO / "examples"]
# the corpus modules with more than one function (the ones a split can change), of
# gen/ only the clang-19 -O2 build of each program, to keep this fast
MULTI = sorted(
    p for root in ROOTS for p in root.rglob("*.ll")
    if p.read_text(errors="replace").count("\ndefine ") >= 2
    and (p.parent.name != "gen" or p.name.endswith(".clang19.O2.ll"))
)


def _warnings(outcome) -> list:
    return [(name, fe.warnings) for name, fe in outcome.functions.items()]


def test_there_are_modules_to_split() -> None:
    assert len(MULTI) >= 20


@pytest.mark.parametrize("path", MULTI, ids=lambda p: p.relative_to(REPO).as_posix())
def test_one_function_per_run_equals_the_whole_module_run(path: Path) -> None:
    module = read_module(path)
    try:
        whole = derive(module, provenance=False)
    except CsaError:
        pytest.skip("not an input the ordering accepts")
    split = derive_by_groups(module, group_lines=1)
    assert len(function_groups(module, 1)) == len(module.functions)
    assert materialise_outcome(split) == materialise_outcome(whole)
    assert _warnings(split) == _warnings(whole)
    for name, fe in whole.functions.items():
        assert split.functions[name].required == fe.required
        assert split.functions[name].released == fe.released


@pytest.mark.parametrize("mode", ["linear", "race"])
def test_other_modes_split_alike(mode: str) -> None:
    path = REPO / "tests" / "inputs" / "gen" / "atomics.clang19.O2.ll"
    module = read_module(path)
    whole = materialise_outcome(derive(module, mode, provenance=False))
    assert materialise_outcome(derive_by_groups(module, mode, group_lines=1)) == whole


def test_groups_close_at_the_line_budget() -> None:
    module = read_module(REPO / "tests" / "inputs" / "gen" / "atomics.clang19.O2.ll")
    sizes = [f.end_line - f.line + 1 for f in module.functions]
    assert [len(g) for g in function_groups(module, 10**9)] == [len(sizes)]
    groups = function_groups(module, sizes[0] + sizes[1])
    assert [f.name for f in groups[0]] == [f.name for f in module.functions[:2]]
    assert [f for g in groups for f in g] == module.functions
