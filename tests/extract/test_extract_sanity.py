"""rules/sanity.dl: every well-formedness relation is empty on the facts of every input."""

from __future__ import annotations

import importlib.util
import re

import pytest
from extract_corpus import REPO, cached_module_and_facts, corpus_files, corpus_ids

from csarules.extract import extract_facts
from csarules.ir.reader import read_module

FILES = corpus_files()
SANITY = REPO / "rules" / "sanity.dl"
CHECKS = re.findall(r"^\.output\s+(\w+)", SANITY.read_text(), re.M)

if importlib.util.find_spec("csarules.engine") is None:  # pragma: no cover
    pytest.skip("csarules.engine is not built yet: sanity.dl cannot run",
                allow_module_level=True)

from csarules.engine import load_program, make_engine  # noqa: E402


@pytest.fixture(scope="module")
def program():
    return load_program(SANITY)


def violations(program, facts) -> dict[str, set[tuple]]:
    result = make_engine("embedded").run(program, facts)
    return {name: result.relation(name) for name in CHECKS if result.relation(name)}


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_sanity_relations_are_empty(program, path) -> None:
    assert violations(program, cached_module_and_facts(path)[1]) == {}


def test_sanity_checks_can_fire(program) -> None:
    """Corrupted facts must be caught: the checks are not vacuous."""
    path = next(p for p in FILES if p.name == "affine_cases.ll")
    facts = extract_facts(read_module(path))
    a, b = sorted(facts["may_alias"])[0]
    facts["may_alias"].discard((b, a))
    (h, _f, _d) = sorted(facts["loop"])[0]
    facts["loop_block"].add((h, sorted(facts["entry_block"])[0][1]))
    op = sorted(facts["orderable"])[0][0]
    facts["memop"] = {m for m in facts["memop"] if m[0] != op}
    found = violations(program, facts)
    assert (a, b) in found["bad_alias"]
    assert "bad_loop_block" in found
    assert (op,) in found["bad_memop"]
    assert len(CHECKS) >= 10
