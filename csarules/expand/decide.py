"""Run rules/expand.dl on a module's facts and collect what it decides, per loop."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from csarules.errors import CsaError
from csarules.ir.model import Module
from csarules.rules_dir import rules_dir

COULD_NOT_PARALLELIZE = "!! WARNING: COULD NOT PARALLELIZE LOOP !!"
NO_MEMORY_OPERATIONS = "!! WARNING: NO MEMORY OPERATIONS IN LOOP !!"
ITERATION_LOCAL_STORAGE = "!! WARNING: ITERATION-LOCAL STORAGE DETECTED IN A PARALLELIZED LOOP !!"


def unused_marker_warning(kind: str) -> str:
    # CLIE removes such a marker silently; a user who wrote it expects a parallel loop
    return (f"{kind} marker precedes no loop (no loop is entered from its block at its loop "
            "level, or an earlier marker there took the loop): removed without effect")


@dataclass
class LoopPlan:
    header: int  # block id of the loop header
    marker: int  # line of the marker that belongs to it
    entered_from: int = 0  # block id: the preheader, or the edge's source to make one on
    region: bool = False
    section_entry_before: int | None = None
    section_exit_before: int | None = None
    spmd: tuple[int, int] | None = None  # workers, chunk
    pipeline: int | None = None  # depth


@dataclass
class Decisions:
    loops: list[LoopPlan] = field(default_factory=list)
    markers: set[int] = field(default_factory=set)  # every marker call: all are removed
    # region ID -> line of the marker its region was made for (set by the expansion)
    region_marks: dict[int, int] = field(default_factory=dict)
    warnings: list[tuple[int, str]] = field(default_factory=list)
    facts: dict[str, set[tuple]] = field(default_factory=dict)
    result: Any = None  # the engine result, for explanations


def program_path() -> Path:
    return rules_dir() / "expand.dl"


@functools.lru_cache(maxsize=2)
def _program(stamp: tuple[tuple[str, int], ...]) -> Any:
    from csarules.engine import load_program

    return load_program(program_path())


def decide(module: Module, storage_check: bool = True, engine: str = "embedded",
           souffle_path: str | None = None) -> Decisions:
    from csarules.engine import make_engine
    from csarules.extract import extract_facts

    facts = extract_facts(module)
    files = sorted(rules_dir().glob("*.dl"))
    program = _program(tuple((str(f), f.stat().st_mtime_ns) for f in files))
    result = make_engine(engine, souffle_path=souffle_path).run(program, facts)
    rel = result.relation
    for marker, text in sorted(rel("bad_spmdization_kind")):
        raise CsaError(module.path, marker, f"unknown SPMDization kind \"{text}\" "
                       "(blocking, cyclic or hybrid)")
    out = Decisions(facts=facts, result=result)
    out.markers = {m for m, *_ in facts["loop_builtin"]}
    plans: dict[int, LoopPlan] = {}

    def plan(h: int, m: int) -> LoopPlan:
        return plans.setdefault(h, LoopPlan(h, m))

    entry_before = dict(rel("section_entry_before"))
    exit_before = dict(rel("section_exit_before"))
    for h, m in rel("expand_region"):
        p = plan(h, m)
        p.region = True
        p.section_entry_before = entry_before[h]
        p.section_exit_before = exit_before[h]
    for h, m, workers, chunk in rel("expand_spmd"):
        plan(h, m).spmd = (workers, chunk)
    for h, m, depth in rel("expand_pipeline"):
        plan(h, m).pipeline = depth
    entered = dict(rel("entered_from"))
    for p in plans.values():
        p.entered_from = entered[p.header]
    out.loops = sorted(plans.values(), key=lambda p: p.header)
    for _h, m in rel("could_not_parallelize"):
        out.warnings.append((m, COULD_NOT_PARALLELIZE))
    for _h, m in rel("no_memory_loop"):
        out.warnings.append((m, NO_MEMORY_OPERATIONS))
    kinds = {m: kind for m, kind, *_ in facts["loop_builtin"]}
    for (m,) in rel("unused_marker"):
        out.warnings.append((m, unused_marker_warning(kinds[m])))
    if storage_check:
        first: dict[int, int] = {}
        for h, i in rel("iteration_local_storage"):
            first[h] = min(i, first.get(h, i))
        out.warnings += [(i, ITERATION_LOCAL_STORAGE) for i in first.values()]
    out.warnings = sorted(set(out.warnings))
    return out
