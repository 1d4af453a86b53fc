"""`level_apart(x, z, y)` (rules/ordering.dl: some loop holds blocks x and z but not y) is
listed per (z, y) asked about, for every block x of such a loop, since the (x, z, y)
triples it used to be asked about are about one per required pair across blocks of a large
function. The oracle is the old definition over those triples, beside it (the standard
mode and ORACLE: tests/rules/conftest.py's `program`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from oracle_run import oracle_relations
from test_pair_relations_oracle import _cfg_text, _graphs

from csarules.ir.reader import parse_module, read_module

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
from scale_gen import generate  # noqa: E402

ORACLE = """
.decl o_query(x:number, z:number, y:number)
o_query(x, z, y) :- across(_, x, c, y), near_pred_block(c, z, _), !dominates(z, x).
o_query(x, z, y) :- ret_cut(x, y, z).
.decl o_level_apart(x:number, z:number, y:number)
o_level_apart(x, z, y) :- o_query(x, z, y), loop_block(h, x), loop_block(h, z),
    !loop_block(h, y).
.decl s_level_apart(x:number, z:number, y:number)
s_level_apart(x, z, y) :- o_query(x, z, y), level_apart(x, z, y).
"""
# loops nested and side by side, branches out of loops, several rets
INPUTS = (sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang19.*.ll"))
          + sorted((REPO / "tests" / "lit" / "standard").glob("*.ll"))
          + sorted((REPO / "benchmarks" / "kernels").glob("*.ll"))[:8])


def _check(module, program: Path) -> tuple[int, int]:
    rel = oracle_relations(module, program)
    assert rel("s_level_apart") == rel("o_level_apart")
    return len(rel("o_query")), len(rel("o_level_apart"))


def test_level_apart_on_the_corpus(program: Path) -> None:
    counts = [_check(read_module(path), program) for path in INPUTS]
    assert sum(asked for asked, _ in counts) > 100
    assert sum(apart for _, apart in counts) > 20


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_level_apart_in_deep_loop_nests(program: Path, seed: int) -> None:
    # one function of loop nests 4 to 6 deep (benchmarks/scale_gen.py): ops after an
    # inner loop wait for ops inside it, several loop levels apart
    asked, apart = _check(parse_module(generate("nest", 600, seed), "nest.ll"), program)
    assert asked > 2000 and apart > 300


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(_graphs())
def test_level_apart_on_random_cfgs(program: Path, succs: list[list[int]]) -> None:
    _check(parse_module(_cfg_text(succs), "cfg.ll"), program)
