"""paths.dl's `query_path` (forward_path asked about some block pairs, found through the
dominator tree and walks back from the later block) says what `forward_path`, from every
path of each loop level, says: asked here about every two blocks of a function, on the
corpus, generated loop nests and random CFGs (unreachable blocks and cycles among them,
self loops, several rets)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from oracle_run import oracle_relations
from random_cfgs import cfgs

from csarules.ir.reader import parse_module, read_module

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from scale_gen import generate  # noqa: E402

ORACLE = "path_query(x, y) :- block(x, f, _, _), block(y, f, _, _), x != y.\n"

INPUTS = (
    sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang19.O2.ll"))
    + sorted((REPO / "benchmarks" / "kernels").glob("*.ll"))
    + sorted((REPO / "tests" / "lit" / "standard").glob("*.ll"))
)


def _check(module, program: Path) -> int:
    rel = oracle_relations(module, program)
    assert rel("query_path") == rel("forward_path")
    return len(rel("forward_path"))


DIAMOND = """define void @f(ptr %p, i32 %k) {
b0:
  store i32 0, ptr %p
  switch i32 %k, label %b1 [ i32 1, label %b2 ]
b1:
  store i32 1, ptr %p
  br label %b3
b2:
  store i32 2, ptr %p
  br label %b3
b3:
  store i32 3, ptr %p
  ret void
}
"""


def test_a_branch_reaches_the_join_it_does_not_dominate(program: Path) -> None:
    rel = oracle_relations(parse_module(DIAMOND, "diamond.ll"), program)
    assert rel("query_path") == rel("forward_path")
    # b1 and b2 reach b3 only through the walk back; neither reaches the other
    assert {(n, m) for n, m, _ in rel("walk_reaches")} == {(6, 12), (9, 12)}


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_corpus(path: Path, program: Path) -> None:
    _check(read_module(path), program)


@pytest.mark.parametrize("kind", ["nest", "functions"])
def test_generated_modules(program: Path, kind: str) -> None:
    assert _check(parse_module(generate(kind, 600, 1), f"{kind}.ll"), program) > 100


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(cfgs(stores=True))
def test_random_cfgs(program: Path, text: str) -> None:
    _check(parse_module(text, "random.ll"), program)
