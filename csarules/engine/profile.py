"""What embedded runs did, rule by rule: their join plans (`--show-plan`) and where the
time went (`--profile`, like the summary of Soufflé's profiler).

Commands switch it on around whatever runs the engine (`with observing() as seen:`), so
callers in between (the ordering pipeline, one run per module or per function) need not
pass anything down. Several runs inside one `observing` add up.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from csarules.engine.ast import Rule


@dataclass
class RuleCost:
    rule: Rule
    seconds: float = 0.0
    tuples: int = 0  # new tuples (or lower heights) the rule added, over all its versions
    calls: int = 0  # versions run, summed over iterations


@dataclass
class Observer:
    # one entry per run: (rule index, version label, rule, plan lines)
    plans: list[list[tuple[int, str, Rule, list[str]]]] = field(default_factory=list)
    costs: dict[int, RuleCost] = field(default_factory=dict)
    compile_seconds: float = 0.0
    runs: int = 0
    # --show-plan lists every rule, so each is planned (and its indexes built) even where a
    # body relation is empty; --profile alone times what a run without it does
    plans_wanted: bool = True

    def start_run(self) -> None:
        self.runs += 1
        self.plans.append([])

    def plan(self, rule: Rule, version: str, steps: list[str]) -> None:
        self.plans[-1].append((rule.index, version, rule, steps))

    def cost(self, rule: Rule, seconds: float, tuples: int) -> None:
        entry = self.costs.get(rule.index)
        if entry is None:
            entry = self.costs[rule.index] = RuleCost(rule)
        entry.seconds += seconds
        entry.tuples += tuples
        entry.calls += 1

    def render_plans(self) -> str:
        out: list[str] = []
        for number, plans in enumerate(self.plans, 1):
            if len(self.plans) > 1:
                out.append(f"=== run {number}")
            # Versions in content order (not body position): the listing of a rule does not
            # depend on how its body was written.
            for _, version, rule, steps in sorted(plans, key=lambda p: (p[0], p[1])):
                out.append(f"{rule.relation} rule #{rule.number} ({_where(rule)}) [{version}]")
                out.extend(f"    {step}" for step in steps)
        return "\n".join(out) + "\n" if out else ""

    def render_profile(self) -> str:
        total = sum(c.seconds for c in self.costs.values())
        tuples = sum(c.tuples for c in self.costs.values())
        lines = [f"profile: {self.runs} run{'s' if self.runs != 1 else ''}, "
                 f"{total:.3f} s in rules, {self.compile_seconds:.3f} s planning, "
                 f"indexing and compiling, {tuples} new tuples",
                 f"{'seconds':>9} {'share':>6} {'tuples':>10} {'calls':>7}  rule"]
        for c in sorted(self.costs.values(), key=lambda c: (-c.seconds, c.rule.index)):
            share = 100.0 * c.seconds / total if total else 0.0
            lines.append(f"{c.seconds:9.3f} {share:5.1f}% {c.tuples:10d} {c.calls:7d}  "
                         f"{c.rule.relation} rule #{c.rule.number} ({_where(c.rule)})")
        return "\n".join(lines) + "\n"


def _where(rule: Rule) -> str:
    return f"{os.path.basename(rule.path)}:{rule.line}"


_ACTIVE: ContextVar[Observer | None] = ContextVar("csarules_engine_observer", default=None)


def active() -> Observer | None:
    return _ACTIVE.get()


@contextmanager
def observing(plans: bool = True) -> Iterator[Observer]:
    observer = Observer(plans_wanted=plans)
    token = _ACTIVE.set(observer)
    try:
        yield observer
    finally:
        _ACTIVE.reset(token)
