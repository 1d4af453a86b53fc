"""rules/listing.dl lists, for each op c, the ops it must be asked about within one
iteration; every other pair the standard mode requires must be implied through c's cover
w by dom_via's argument (docs/large-functions.md), which this test decides pair by pair
from the standard mode's own `required_pair`: c waits for w, a waits for w, and a lies
before w's block z (z does not dominate a's block, no loop holds a's block and z but
not c's block) or w is in c's own block and a in another. The cover is found from
classes and a few exception pairs, never from the pairs it saves listing."""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle_run import oracle_relations

from csarules.ir.reader import parse_module, read_module

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from scale_gen import generate  # noqa: E402

ORACLE = f'#include "{(REPO / "rules" / "listing.dl").as_posix()}"\n'

# loops, branches, calls, atomics and fences; parallel regions and MMRA tags (relaxed
# pairs); the lit tests of the standard mode
INPUTS = (
    sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang19.O2.ll"))
    + sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang14.O1.ll"))[:10]
    + sorted((REPO / "benchmarks" / "kernels").glob("*.ll"))
    + sorted((REPO / "tests" / "inputs" / "spec").glob("*.ll"))
    + sorted((REPO / "tests" / "inputs" / "mmra").glob("*.ll"))
    + sorted((REPO / "tests" / "lit" / "standard").glob("*.ll"))
)


def _check(module, program: Path) -> dict[str, int]:
    rel = oracle_relations(module, program)
    required = {(a, c) for a, c, ctx in rel("required_pair") if ctx == 0}
    listed = rel("listed")
    covers = dict(rel("cover"))
    assert len(covers) == len(rel("cover")), "one cover per op"
    block = {i: (x, p) for i, _, x, p in rel("op")}
    dominates = rel("dominates")
    loops_of: dict[int, set[int]] = defaultdict(set)
    for h, x in rel("loop_block"):
        loops_of[x].add(h)
    for c, w in covers.items():
        assert (w, c) in required, f"cover {w} of {c} is not required"
    for a, c in sorted(required - listed):
        assert c in covers and a in block, f"({a}, {c}) required, not listed, no cover"
        w = covers[c]
        (x, _), (z, _), (y, _) = block[a], block[w], block[c]
        assert (a, w) in required, f"({a}, {c}) not listed: {a} -> cover {w} not required"
        if z == y:
            assert x != y, f"({a}, {c}) in one block, not listed"
        else:
            assert x != z and (z, x) not in dominates, f"({a}, {c}) not before cover {w}"
            assert loops_of[x] & loops_of[z] <= loops_of[y], \
                f"({a}, {c}): a loop holds {a} and cover {w} but not {c}"
    return {"required": len(required), "unlisted": len(required - listed),
            "covers": len(covers)}


COUNTS: dict[str, dict[str, int]] = {}


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_every_required_pair_is_listed_or_implied(path: Path, program: Path) -> None:
    COUNTS[path.name] = _check(read_module(path), program)


VERSIONED = sorted((REPO / "benchmarks" / "kernels").glob("*.ll"))


def _versioned(module):
    from csarules.order.ordering import Versioning, version_nests

    return version_nests(module, "standard", None, Versioning())


@pytest.mark.parametrize("path", VERSIONED, ids=lambda p: p.relative_to(REPO).as_posix())
def test_versioned_kernels_list_or_imply_every_required_pair(path: Path,
                                                             program: Path) -> None:
    """The copies behind run-time checks carry scopes of check domains: a write there
    covers the ops of its own pointer group, and the climb passes over the writes of
    groups the check keeps apart."""
    _check(_versioned(read_module(path)), program)


@pytest.mark.parametrize("seed", [0, 1])
def test_versioned_deep_nests_keep_covers(program: Path, seed: int) -> None:
    plain = _check(parse_module(generate("nest", 800, seed), "nest.ll"), program)
    module = _versioned(parse_module(generate("nest", 800, seed), "nest.ll"))
    assert any(b.label.startswith("csa.v") for f in module.functions for b in f.blocks)
    counts = _check(module, program)
    # the copies' ops find covers among their own group's writes
    assert counts["covers"] > plain["covers"]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_deep_nests_list_few_pairs(program: Path, seed: int) -> None:
    counts = _check(parse_module(generate("nest", 800, seed), "nest.ll"), program)
    # most pairs are implied through covers: what a large function saves listing
    assert counts["unlisted"] > counts["required"] / 2 > 500


def test_the_inputs_leave_pairs_unlisted(program: Path) -> None:
    for path in INPUTS:
        if path.name not in COUNTS:
            COUNTS[path.name] = _check(read_module(path), program)
    totals = {key: sum(c[key] for c in COUNTS.values()) for key in ("unlisted", "covers")}
    assert totals["unlisted"] > 20 and totals["covers"] > 30, totals


BASES = ("%p", "%q", "%r")
OPS = {
    "load": "  %v{i}.{j} = load i32, ptr {addr}",
    "store": "  store i32 {j}, ptr {addr}",
    "call": "  call void @g(ptr {addr})",
    "fence": "  fence seq_cst",
    "atomic": "  store atomic i32 {j}, ptr {addr} release, align 4",
}


# scopes of a csarules run-time check rooted at block b1: group A, group B, apart
CHECK_SCOPES = """
!0 = distinct !{!0, !"csarules.runtime_check:b1"}
!1 = distinct !{!1, !0, !"group A"}
!2 = distinct !{!2, !0, !"group B"}
!3 = !{!1}
!4 = !{!2}
"""
SCOPED = ("", ", !alias.scope !3, !noalias !4", ", !alias.scope !4, !noalias !3")


@st.composite
def _functions(draw, scoped: bool = False) -> str:
    """Any CFG (block i branches to succs[i] or returns), each block a few accesses at
    small constant offsets of two noalias pointers and one that may alias either, calls
    that may write anything, fences and atomic stores; with `scoped`, loads and stores
    in either group of a run-time check's domain, or in none."""
    n = draw(st.integers(2, 9))
    target = st.integers(1, n - 1)  # nothing jumps to the entry block
    succs = [sorted(set(draw(st.lists(target, max_size=3)))) for _ in range(n)]
    lines = ["declare void @g(ptr)", "",
             "define void @f(ptr noalias %p, ptr noalias %q, ptr %r, i32 %k) {"]
    for i, targets in enumerate(succs):
        lines.append(f"b{i}:")
        for j in range(draw(st.integers(0, 3))):
            kind = draw(st.sampled_from(sorted(OPS)))
            base = draw(st.sampled_from(BASES))
            addr = f"%a{i}.{j}"
            lines.append(f"  {addr} = getelementptr i32, ptr {base}, i64 "
                         f"{draw(st.integers(0, 2))}")
            line = OPS[kind].format(i=i, j=j, addr=addr)
            if scoped and kind in ("load", "store"):
                line += draw(st.sampled_from(SCOPED))
            lines.append(line)
        cases = " ".join(f"i32 {k}, label %b{t}" for k, t in enumerate(targets, 1))
        lines.append(f"  switch i32 %k, label %exit [ {cases} ]")
    lines += ["exit:", "  ret void", "}", ""]
    if scoped:
        lines.append(CHECK_SCOPES)
    return "\n".join(lines)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(_functions())
def test_random_functions(program: Path, text: str) -> None:
    _check(parse_module(text, "random.ll"), program)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(_functions(scoped=True))
def test_random_functions_with_check_scopes(program: Path, text: str) -> None:
    _check(parse_module(text, "scoped.ll"), program)


# b1's store of group B is no cover for the untagged load after it: the store of group
# A before it is apart from the store, not from the load
SCOPED_NO_COVER = """
define void @f(ptr %r, i32 %k) {
b0:
  store i32 1, ptr %r, align 4, !alias.scope !3, !noalias !4
  br label %b1
b1:
  store i32 2, ptr %r, align 4, !alias.scope !4, !noalias !3
  br label %b2
b2:
  %v = load i32, ptr %r, align 4
  ret void
}
""" + CHECK_SCOPES


def test_a_scoped_write_covers_only_its_own_group(program: Path) -> None:
    _check(parse_module(SCOPED_NO_COVER, "scoped.ll"), program)
