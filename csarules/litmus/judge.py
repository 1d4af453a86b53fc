"""Run rules/amdgpu.dl on the candidates of a test, in batches, and read back what it decided.

Python only collects the rules' verdicts (`allowed`, `violation`) and the values the rules
gave each read (`returns`, `returns_undef`) and each location (`final_value`,
`final_undef`).
"""

from __future__ import annotations

import itertools
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from csarules.litmus import condition as cond_mod
from csarules.litmus.candidates import Candidate, enumerate_candidates
from csarules.litmus.facts import candidate_facts, test_facts
from csarules.litmus.model import LitmusTest
from csarules.rules_dir import rules_dir

BATCH = 1000  # candidates per engine run: large enough to amortise a run, small in memory


@lru_cache(maxsize=1)
def amdgpu_program():
    from csarules.engine import load_program

    return load_program(rules_dir() / "amdgpu.dl")


@dataclass
class Judged:
    candidate: Candidate
    allowed: bool
    outcome: dict[str, cond_mod.Value]
    violations: list[tuple[str, int, int]]


@dataclass
class Judgement:
    judged: list[Judged]
    seconds: float
    runs: int
    stats: dict = field(default_factory=dict)


def observed(test: LitmusTest) -> list[str]:
    """Registers of every thread, then the globals the condition names."""
    names = [name for name, _ in test.registers()]
    for compare in cond_mod.compares(test.condition):
        if compare.name.startswith("@") and compare.name not in names:
            names.append(compare.name)
    return names


def run_batch(test: LitmusTest, batch: list[Candidate], engine_kind: str = "embedded",
              provenance: bool = False, program=None):
    from csarules.engine import make_engine

    facts = test_facts(test)
    facts.update(candidate_facts(batch))
    engine = make_engine(engine_kind, provenance=provenance)
    return engine.run(program or amdgpu_program(), facts)


def judge(test: LitmusTest, engine_kind: str = "embedded", batch_size: int = BATCH,
          candidates: Iterable[Candidate] | None = None, program=None) -> Judgement:
    """Judge every candidate (or those given) with rules/amdgpu.dl (or `program`)."""
    start = time.perf_counter()
    source = iter(candidates if candidates is not None else enumerate_candidates(test))
    judged: list[Judged] = []
    runs = 0
    while batch := list(itertools.islice(source, batch_size)):
        result = run_batch(test, batch, engine_kind, program=program)
        judged += read_judgements(test, batch, result)
        runs += 1
    return Judgement(judged, time.perf_counter() - start, runs)


def read_judgements(test: LitmusTest, batch: list[Candidate], result) -> list[Judged]:
    allowed = {x for (x,) in result.relation("allowed")}
    violations: dict[int, list] = defaultdict(list)
    for x, why, a, b in result.relation("violation"):
        violations[x].append((why, a, b))
    values: dict[int, dict[str, cond_mod.Value]] = defaultdict(dict)
    register_of = {e.id: name for name, e in test.registers()}
    vector_reg = {name: test.globals[e.location or ""].vector for name, e in test.registers()}
    for x, r, v in result.relation("returns"):
        if r in register_of:
            name = register_of[r]
            values[x][name] = _decode(test, v, vector_reg[name])
    for x, r in result.relation("returns_undef"):
        if r in register_of:
            values[x][register_of[r]] = cond_mod.UNDEF
    for x, g, v in result.relation("final_value"):
        values[x][g] = _decode(test, v, test.globals[g].vector)
    for x, g in result.relation("final_undef"):
        values[x][g] = cond_mod.UNDEF
    names = observed(test)
    out = []
    for c in batch:
        # A read of an inconsistent candidate may have no value (it reads from no write
        # while its case wants one); such candidates are never allowed.
        outcome = {n: values[c.id].get(n, cond_mod.UNDEF) for n in names}
        out.append(Judged(c, c.id in allowed, outcome, sorted(violations[c.id])))
    return out


def _decode(test: LitmusTest, value: int, vector: bool) -> cond_mod.Value:
    if not vector:
        return value
    shown = test.values.show(value, True)
    return tuple(int(v) for v in shown[1:-1].split(","))
