"""Race mode's `ret` edges (rules/race.dl) come from same_iteration's own rules asked about
rets only, since same_iteration lists every two ops of a function in one iteration. The
oracle is the old rule, `ret_op(r), same_iteration(a, r), op(a, _, _, _)`, beside it."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from oracle_run import oracle_relations
from test_pair_relations_oracle import _cfg_text, _graphs

from csarules.ir.reader import parse_module, read_module

REPO = Path(__file__).resolve().parents[2]
ORACLE = """
.decl o_race_return(a:number, r:number)
o_race_return(a, r) :- ret_op(r), same_iteration(a, r), op(a, _, _, _).
.decl s_race_return(a:number, r:number)
s_race_return(a, r) :- required(a, r, 0, "race_return"), op(a, _, _, _).
"""
# loops, branches, several rets, calls
INPUTS = (sorted((REPO / "tests" / "inputs" / "gen").glob("*.clang19.O2.ll"))[:12]
          + sorted((REPO / "benchmarks" / "kernels").glob("*.ll"))[:8])


@pytest.fixture(scope="module")
def race_program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("oracle") / "race_oracle.dl"
    race = (REPO / "rules" / "modes" / "race.dl").as_posix()
    # same_iteration's rules over every pair (race mode itself has none)
    iteration = (REPO / "rules" / "iteration.dl").as_posix()
    path.write_text(f'#include "{race}"\n#include "{iteration}"\n{ORACLE}')
    return path


def _check(module, program: Path) -> int:
    rel = oracle_relations(module, program)
    assert rel("s_race_return") == rel("o_race_return")
    return len(rel("o_race_return"))


def test_race_returns_on_the_corpus(race_program: Path) -> None:
    assert sum(_check(read_module(path), race_program) for path in INPUTS) > 100


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(_graphs())
def test_race_returns_on_random_cfgs(race_program: Path, succs: list[list[int]]) -> None:
    _check(parse_module(_cfg_text(succs), "cfg.ll"), race_program)
