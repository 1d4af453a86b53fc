"""The shipped rules avoid relations over every two ops or blocks of a loop (a large
function's loop holds millions of such pairs): they join `op_loop` twice where they read
`common_loop`, filter paths instead of listing `blocks_share_loop` and
`innermost_common`, ask the MMRA algebra about tagged pairs only. Each rewrite derives what
the definition it replaced derived; the oracle is those definitions, added beside the
shipped ones under other names."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from csarules.errors import CsaError
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import derive

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from oracle_run import oracle_relations  # noqa: E402
from scale_gen import generate  # noqa: E402

ORACLE = """
.decl o_forward_path(x:number, y:number)
o_forward_path(x, y) :- reach(x, y), !blocks_share_loop(x, y), x != y.
o_forward_path(x, y) :- innermost_common(x, y, h), reach_in_loop(x, y, h), x != y.
.decl o_want(a:number, b:number, ctx:number, rule:symbol)
o_want(a, b, l, "location") :-
    common_loop(a, b, l), a != b, writes_either(a, b), !carried_disjoint(a, b, l).
o_want(a, b, l, "synchronisation") :-
    common_loop(a, b, l), a != b, mem_access(a), mem_access(b), synchronising(a).
o_want(a, b, l, "synchronisation") :-
    common_loop(a, b, l), a != b, mem_access(a), mem_access(b), synchronising(b).
.decl s_want(a:number, b:number, ctx:number, rule:symbol)
s_want(a, b, l, r) :- want(a, b, l, r), l != 0, r != "prefetch".
.decl o_section_level(x:number, y:number, h:number)
o_section_level(x, y, h) :- section_blocks(x, y), innermost_common(x, y, h).
o_section_level(x, y, 0) :- section_blocks(x, y), !blocks_share_loop(x, y).
.decl o_mmra_pair(a:number, b:number)
o_mmra_pair(a, b) :- want(a, b, _, "synchronisation").
.decl o_mmra_incompatible_at(a:number, b:number, p:symbol)
o_mmra_incompatible_at(a, b, p) :- o_mmra_pair(a, b), mmra_set_prefix(a, p),
    mmra_set_prefix(b, p), !mmra_common_tag(a, b, p).
"""

# corpus modules with loops, branches and calls; parallel regions; MMRA tags; a deep nest
INPUTS = (
    sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang19.O2.ll"))[:12]
    + sorted((REPO / "benchmarks" / "kernels").glob("*.ll"))[:8]
    + sorted((REPO / "tests" / "inputs" / "spec").glob("*.ll"))
    + sorted((REPO / "tests" / "inputs" / "mmra").glob("*.ll"))
)


def _check(module, program: Path) -> dict[str, int]:
    rel = oracle_relations(module, program)
    assert rel("forward_path") == rel("o_forward_path")
    assert rel("s_want") == rel("o_want")
    assert rel("section_level") == rel("o_section_level")
    assert rel("mmra_incompatible_at") == rel("o_mmra_incompatible_at")
    return {name: len(rel(name)) for name in
            ("forward_path", "s_want", "section_level", "mmra_incompatible_at")}


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_rewritten_relations_equal_their_definitions(path: Path, program: Path) -> None:
    _check(read_module(path), program)


def test_the_inputs_exercise_every_rewrite(program: Path) -> None:
    totals: dict[str, int] = {}
    for path in INPUTS:
        try:
            result = derive(read_module(path), rules=program, provenance=False).result
        except CsaError:
            continue
        for name in ("forward_path", "s_want", "section_level", "mmra_incompatible_at"):
            totals[name] = totals.get(name, 0) + len(result.relation(name))
    assert all(count > 0 for count in totals.values()), totals


def test_rewritten_relations_on_a_deep_nest(program: Path) -> None:
    counts = _check(parse_module(generate("nest", 500, seed=5), "nest.ll"), program)
    assert counts["forward_path"] > 100 and counts["s_want"] > 100


def _cfg_text(succs: list[list[int]]) -> str:
    """A function whose block i stores and branches (a switch on a loaded value) to the
    blocks succs[i] or returns: any graph, loops nested and side by side, unreachable
    blocks, irreducible cycles (which reading rewrites into loops)."""
    lines = ["define void @f(ptr %p) {"]
    for i, targets in enumerate(succs):
        lines += [f"b{i}:", f"  %v{i} = load i32, ptr %p", f"  store i32 {i}, ptr %p"]
        cases = " ".join(f"i32 {k}, label %b{t}" for k, t in enumerate(targets, 1))
        lines.append(f"  switch i32 %v{i}, label %exit [ {cases} ]")
    lines += ["exit:", "  ret void", "}", ""]
    return "\n".join(lines)


@st.composite
def _graphs(draw) -> list[list[int]]:
    n = draw(st.integers(2, 12))
    target = st.integers(1, n - 1)  # nothing jumps to the entry block
    return [sorted(set(draw(st.lists(target, max_size=3)))) for _ in range(n)]


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(_graphs())
def test_forward_path_on_random_cfgs(program: Path, succs: list[list[int]]) -> None:
    # forward_path is found on each loop level's graph of blocks and child loops; the
    # oracle lists paths block by block (reach, reach_in_loop)
    rel = oracle_relations(parse_module(_cfg_text(succs), "cfg.ll"), program)
    assert rel("forward_path") == rel("o_forward_path")
