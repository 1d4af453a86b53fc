"""rules/alias.dl against LLVM itself: `opt-19 -passes=aa-eval -evaluate-aa-metadata` with
only TypeBasedAA (or only ScopedNoAliasAA) answers NoAlias or MayAlias for every load or
store paired with a store. The TBAA rules must say "apart" for exactly LLVM's NoAlias
pairs (among the pairs the standard mode asks about); the scope rules for a subset of
them (they also ask where a scope instance holds, which LLVM's query does not). With the
default pipeline (BasicAA first), no MustAlias or PartialAlias pair is kept apart by TBAA.
Skipped, with the reason, without opt-19."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from extract_corpus import REPO, cached_module_and_facts, corpus_ids

from csarules.order.pipeline import derive

FILES = sorted((REPO / "tests" / "lit" / "alias").glob("*.ll")) + sorted(
    (REPO / "tests" / "inputs" / "gen").glob("*.clang19.O2.ll"))
_PAIR = re.compile(
    r"^\s+(NoAlias|MayAlias|MustAlias|PartialAlias)(?: \(off -?\d+\))?:\s+(.*?) <->\s+(.*)$")


def llvm_verdicts(path: Path, pipeline: str) -> dict[tuple[str, str], str]:
    """(instruction text, instruction text) -> LLVM's answer, for load/store pairs."""
    out = subprocess.run(
        ["opt-19", "-disable-output", f"-aa-pipeline={pipeline}", "-passes=aa-eval",
         "-print-all-alias-modref-info", "-evaluate-aa-metadata", str(path)],
        capture_output=True, text=True, check=True).stderr
    verdicts = {}
    for line in out.splitlines():
        m = _PAIR.match(line)
        if m:
            verdicts[(m.group(2).strip(), m.group(3).strip())] = m.group(1)
    return verdicts


def _lines_by_text(module) -> dict[str, int]:
    seen: dict[str, list[int]] = {}
    for func in module.functions:
        for inst in func.instructions():
            seen.setdefault(inst.module_text.strip(), []).append(inst.line)
    return {text: lines[0] for text, lines in seen.items() if len(lines) == 1}


def _compare(path: Path, pipeline: str, relation: str) -> tuple[set, set, int]:
    """(our apart pairs, LLVM's NoAlias pairs, pairs compared) over the load/store
    pairs LLVM answers for and the standard mode asks about (writes_either)."""
    if shutil.which("opt-19") is None:
        pytest.skip("opt-19 not installed (apt-get install llvm-19)")
    module, facts = cached_module_and_facts(path)
    result = derive(module, facts=facts).result
    asked = result.relation("writes_either")
    ours = {(a, b) for a, b, *_ in result.relation(relation)}
    line = _lines_by_text(module)
    llvm_no: set[tuple[int, int]] = set()
    compared: set[tuple[int, int]] = set()
    for (x, y), verdict in llvm_verdicts(path, pipeline).items():
        if x not in line or y not in line or (line[x], line[y]) not in asked:
            continue
        both = {(line[x], line[y]), (line[y], line[x])}
        compared |= both
        if verdict == "NoAlias":
            llvm_no |= both
    return ours & compared, llvm_no, len(compared) // 2


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_tbaa_rules_answer_as_type_based_aa(path: Path) -> None:
    ours, llvm_no, _ = _compare(path, "tbaa", "tbaa_apart")
    assert ours <= llvm_no, f"apart here, MayAlias for LLVM: {ours - llvm_no}"
    assert llvm_no <= ours, f"NoAlias for LLVM, not apart here: {llvm_no - ours}"


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_tbaa_never_parts_what_basic_aa_joins(path: Path) -> None:
    """With LLVM's default pipeline BasicAA answers before TypeBasedAA: a pair it calls
    MustAlias (the same address) or PartialAlias (bytes known to overlap) is never kept
    apart by the TBAA rules here."""
    if shutil.which("opt-19") is None:
        pytest.skip("opt-19 not installed (apt-get install llvm-19)")
    module, facts = cached_module_and_facts(path)
    result = derive(module, facts=facts).result
    line = _lines_by_text(module)
    must = {(line[x], line[y]) for (x, y), verdict in llvm_verdicts(path, "default").items()
            if verdict in ("MustAlias", "PartialAlias") and x in line and y in line}
    assert not must & result.relation("tbaa_disjoint")


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_scope_rules_answer_within_scoped_noalias_aa(path: Path) -> None:
    ours, llvm_no, _ = _compare(path, "scoped-noalias-aa", "scoped_apart")
    assert ours <= llvm_no, f"apart here, MayAlias for LLVM: {ours - llvm_no}"


def test_the_comparison_sees_noalias_pairs() -> None:
    """Not vacuous: LLVM's NoAlias pairs exist in these files and are compared."""
    struct = next(p for p in FILES if p.name == "tbaa_struct_fields.ll")
    ours, llvm_no, compared = _compare(struct, "tbaa", "tbaa_apart")
    assert compared >= 2 and llvm_no and ours == llvm_no
    inlined = next(p for p in FILES if p.name == "inlined_restrict.ll")
    ours, llvm_no, _ = _compare(inlined, "scoped-noalias-aa", "scoped_apart")
    assert ours and ours <= llvm_no
