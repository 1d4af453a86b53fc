"""The generators keep their promises: LLVM accepts every program, and over a fixed run
every construct the properties rely on shows up."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from programs import (
    CARRIED_PATTERNS,
    MAX_INDEX,
    REGION_PATTERNS,
    Program,
    carried_programs,
    programs,
    region_programs,
)
from runs import verify

_CONST_GEP = re.compile(r"getelementptr inbounds i32, ptr %\w+, i64 (-?\d+)")


def collect(strategy: st.SearchStrategy[Program], count: int) -> list[Program]:
    seen: list[Program] = []

    @settings(max_examples=count, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def gather(program: Program) -> None:
        verify(program.text)
        for index in _CONST_GEP.findall(program.text):
            assert 0 <= int(index) <= MAX_INDEX
        seen.append(program)

    gather()
    return seen


def features(found: list[Program]) -> set[str]:
    return set().union(*(p.features for p in found))


def test_random_programs_cover_every_construct() -> None:
    found = collect(programs(), 300)
    assert {"loop", "nested_loop", "diamond", "early_ret", "call", "extern", "fence",
            "atomic"} <= features(found)
    texts = [p.text for p in found]
    assert any("noalias" in t for t in texts)
    assert any(re.search(r"\+\d+$", spec) for p in found for spec in p.args.values())
    assert any(t.count("ret i32") >= 3 for t in texts)
    assert sum(1 for p in found if len(p.text.splitlines()) > 30) > len(found) // 4


def test_carried_and_region_programs_cover_their_patterns() -> None:
    assert set(CARRIED_PATTERNS) <= features(collect(carried_programs(), 100))
    regions = collect(region_programs(), 150)
    assert set(REGION_PATTERNS) | {"outer_loop"} <= features(regions)
    assert any(p.expect_release for p in regions)
    assert any(not p.expect_release for p in regions)
