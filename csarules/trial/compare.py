"""One input of `csarules try`: the edges an idea changes, and what they do when simulated.

The baseline and the idea run group of functions by group without provenance (a
`GroupPlan` each, as `diff` does; `try -j` spreads the groups of a large file over worker
processes); every function whose emitted edges differ and whose arguments are known
(`csarules.sim.argsfile`) is simulated under both orderings, and under the idea also on
random schedules. A race is *introduced* when the idea's run has a racing pair of lines
the baseline's run has not, or a random schedule the baseline reproduces the sequential
result on differs under the idea.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from csarules.errors import CsaError
from csarules.order.diffing import FunctionDiff, edge_diff
from csarules.order.pipeline import Outcome
from csarules.order.pool import Split
from csarules.sim.argsfile import SimSetup, setups_for

if TYPE_CHECKING:
    from csarules.ir.model import Module
    from csarules.order.pipeline import GroupPlan


@dataclass(frozen=True)
class RuleSet:
    """A shipped mode (`mode`) or a Datalog file (`rules`)."""

    mode: str | None = None
    rules: str | None = None

    def plan(self, module) -> GroupPlan:
        """How its edges on `module` are derived: group of functions by group, every
        pair made (the diff names the rules)."""
        from csarules.order.pipeline import GroupPlan, GroupRun

        if self.rules is not None:
            return GroupPlan(module, GroupRun(None, self.rules))
        return GroupPlan(module, GroupRun(self.mode, None))


@dataclass
class RaceFound:
    function: str
    first: int  # input lines of the two accesses
    second: int
    first_iteration: int | None
    second_iteration: int | None
    first_text: str
    second_text: str
    schedule: str  # "sequential" or "random:SEED"
    released_by: str  # why the pair is no longer ordered (the relaxation and its rule)
    rule_text: str = ""  # the rule that derived the releasing relax tuple


    def to_json(self) -> dict:
        return {"function": self.function, "schedule": self.schedule,
                "first": {"line": self.first, "iteration": self.first_iteration,
                          "text": self.first_text},
                "second": {"line": self.second, "iteration": self.second_iteration,
                           "text": self.second_text},
                "released_by": self.released_by, "rule": self.rule_text}


@dataclass
class FunctionTrial:
    diff: FunctionDiff
    simulated: bool = False
    skipped: str = ""  # why it was not simulated
    base_cycles: int = 0
    idea_cycles: int = 0
    oracle_cycles: int = 0
    # the run ordered by only the pairs that met a real conflict (sim --edge-profile): what
    # any static ordering can reach on this input
    static_limit_cycles: int = 0
    base_races: int = 0
    idea_races: int = 0
    schedules: list[str] = field(default_factory=list)
    introduced: list[RaceFound] = field(default_factory=list)
    error: str = ""

    def to_json(self) -> dict:
        out: dict = {"name": self.diff.name, "line": self.diff.line,
                     "edges_before": self.diff.before, "edges_after": self.diff.after,
                     "removed": [c.to_json() for c in self.diff.removed],
                     "added": [c.to_json() for c in self.diff.added],
                     "simulated": self.simulated}
        if self.simulated:
            out.update({"cycles_before": self.base_cycles, "cycles_after": self.idea_cycles,
                        "oracle_cycles": self.oracle_cycles,
                        "static_limit_cycles": self.static_limit_cycles,
                        "races_before": self.base_races, "races_after": self.idea_races,
                        "schedules": self.schedules,
                        "introduced": [r.to_json() for r in self.introduced]})
        elif self.skipped:
            out["skipped"] = self.skipped
        if self.error:
            out["error"] = self.error
        return out


@dataclass
class FileTrial:
    path: str
    base_mode: str
    idea_mode: str
    functions: list[FunctionTrial]


def compare_file(path: str, idea: RuleSet, against: RuleSet, seeds: tuple[int, ...]
                 ) -> FileTrial:
    """One file tried in this process."""
    from csarules.order.pipeline import derive_plans

    module, plans = open_file(path, idea, against)
    base, trial = derive_plans(plans)
    return compare_outcomes(path, module, base, trial, seeds)


def open_file(path: str, idea: RuleSet, against: RuleSet) -> tuple[Module, list[GroupPlan]]:
    """The module read, and the plans of the baseline's run and the idea's."""
    from csarules.order.ordering import read_unordered

    module = read_unordered(Path(path))
    return module, [against.plan(module), idea.plan(module)]


class LargeFile(Split):
    """A file too large to try in one worker: read here, the groups of functions of both
    runs evaluated by the pool's workers, compared and simulated here."""

    owns_module = True

    def __init__(self, path: str, idea: RuleSet, against: RuleSet, seeds: tuple[int, ...],
                 lines: int) -> None:
        self.path, self.idea, self.against, self.seeds = path, idea, against, seeds
        self.cost = lines
        self.module: Module | None = None

    def open(self) -> list[GroupPlan]:
        self.module, plans = open_file(self.path, self.idea, self.against)
        return plans

    def finish(self, outcomes: list[Outcome]) -> FileTrial:
        module, self.module = self.module, None
        return compare_outcomes(self.path, module, outcomes[0], outcomes[1], self.seeds)

    def failed(self, error: BaseException) -> tuple[str, int | None, str]:
        """A bad input is the file's result (path, line, message), as a worker gives it."""
        self.module = None
        if isinstance(error, CsaError):
            return (error.path, error.line, error.message)
        raise error


def compare_outcomes(path: str, module: Module, base: Outcome, trial: Outcome,
                     seeds: tuple[int, ...]) -> FileTrial:
    """The edges the idea changes on each function, and the changed functions simulated
    under both rule sets."""
    setups = setups_for(path)
    functions = [FunctionTrial(d) for d in edge_diff(base, trial)]
    changed = [f for f in functions if f.diff.changed]
    for ft in changed:
        if ft.diff.name not in setups:
            ft.skipped = f"no arguments ({Path(path).name}.args)"
    runnable = [f for f in changed if f.diff.name in setups]
    if runnable:
        sides = _Sides(module, base, trial)
        for ft in runnable:
            try:
                _simulate(ft, setups[ft.diff.name], sides, seeds)
            except CsaError as exc:
                ft.error = exc.render()
    return FileTrial(path, base.mode, trial.mode, functions)


class _Sides:
    """The module ordered under both rule sets, with its lines mapped back to the input's."""

    def __init__(self, module, base: Outcome, trial: Outcome) -> None:
        from csarules.ir.linediff import lines_back
        from csarules.ir.reader import parse_module
        from csarules.order.pipeline import materialise_outcome

        self.module, self.base, self.trial = module, base, trial
        self.base_ir = parse_module(materialise_outcome(base), f"{module.path} ({base.mode})")
        self.idea_ir = parse_module(materialise_outcome(trial), f"{module.path} ({trial.mode})")
        self.base_back = lines_back(module.text, self.base_ir.text)
        self.idea_back = lines_back(module.text, self.idea_ir.text)
        self._explained: dict[str, Outcome] = {}

    def explained(self, function: str) -> Outcome:
        """The idea's run on one function, to explain (its tuples and derivations are
        the module's), made once per function and only when a race asks for a tree."""
        from csarules.order.pipeline import derive_function

        if function not in self._explained:
            trial = self.trial
            self._explained[function] = derive_function(
                trial.module, trial.module.function(function),
                None if trial.rules else trial.mode, rules=trial.rules, targets=("released",))
        return self._explained[function]

    def run(self, idea: bool, setup: SimSetup, schedule: str = "sequential", seed: int = 0):
        from csarules.sim import simulate

        return simulate(self.idea_ir if idea else self.base_ir, setup.entry, setup.args,
                        externs=setup.externs, schedule=schedule, seed=seed,
                        sections_from=self.module)

    def static_limit(self, setup: SimSetup) -> int:
        from csarules.sim.edgeprofile import static_limit

        return static_limit(self.module, setup.entry, setup.args,
                            externs=setup.externs).cycles

    def race_pairs(self, idea: bool, result) -> list[tuple[int, int, int, int]]:
        back = self.idea_back if idea else self.base_back
        return [(back.get(r["first"]["line"], 0), back.get(r["second"]["line"], 0),
                 r["first"]["iteration"], r["second"]["iteration"]) for r in result.races]


def _simulate(ft: FunctionTrial, setup: SimSetup, sides: _Sides, seeds: tuple[int, ...]
              ) -> None:
    base = sides.run(False, setup)
    idea = sides.run(True, setup)
    ft.simulated = True
    ft.base_cycles, ft.idea_cycles = base.cycles, idea.cycles
    ft.oracle_cycles = base.oracle_cycles
    ft.static_limit_cycles = sides.static_limit(setup)
    ft.base_races, ft.idea_races = base.race_count, idea.race_count
    ft.schedules = ["sequential"] + [f"random:{s}" for s in seeds]
    known = {(a, b) for a, b, _, _ in sides.race_pairs(False, base)}
    for a, b, ia, ib in sides.race_pairs(True, idea):
        if (a, b) not in known:
            ft.introduced.append(_race(ft.diff.name, sides, a, b, ia, ib, "sequential"))
            known.add((a, b))
    for seed in seeds:
        rnd = sides.run(True, setup, "random", seed)
        if rnd.matches_sequential or not sides.run(False, setup, "random", seed) \
                .matches_sequential:
            continue
        pairs = [p for p in sides.race_pairs(True, rnd) if p[:2] not in known]
        if pairs:
            a, b, ia, ib = pairs[0]
            ft.introduced.append(_race(ft.diff.name, sides, a, b, ia, ib, f"random:{seed}"))
            known.add((a, b))
        elif not ft.introduced:
            lines = [sides.idea_back.get(x, x) for x in rnd.divergences]
            lines = [sides.module.input_line(x) or x for x in lines]
            ft.introduced.append(RaceFound(
                ft.diff.name, lines[0] if lines else 0, lines[1] if len(lines) > 1 else 0,
                None, None, "", "", f"random:{seed}",
                "the random schedule's result differs from the sequential one "
                f"({', '.join(rnd.differences) or 'return value'})"))


def _race(function: str, sides: _Sides, a: int, b: int, ia: int, ib: int, schedule: str
          ) -> RaceFound:
    module = sides.module
    why, rule = released_by(sides.base, sides.trial, function, a, b, sides.explained)
    # lines of the input file, also when the module is the loop builtins' expansion
    return RaceFound(function, module.input_line(a) or a, module.input_line(b) or b, ia, ib,
                     _text(module.lines, a), _text(module.lines, b), schedule, why, rule)


def _text(lines: list[str], line: int) -> str:
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def released_by(base: Outcome, trial: Outcome, function: str, a: int, b: int,
                explained: Callable[[str], Outcome]) -> tuple[str, str]:
    """Why the idea no longer orders lines a and b: the relaxation that released the pair
    and the rule that derived its `relax` tuple, else the baseline rule it dropped.
    `explained(function)` is the idea's run with provenance on that function."""
    from csarules.rules_dir import short_rule_paths

    ends = {(a, b), (b, a)}
    for pair in trial.functions[function].released:
        if (pair.src, pair.dst) in ends:
            tree = explained(function).result.explain(
                "released", (pair.src, pair.dst, pair.ctx, pair.why))
            relax = _find(tree, "relax")
            if relax is None:
                return f"released by {pair.why}", ""
            return (short_rule_paths(f"released by {pair.why} (relax rule at {relax.location})"),
                    relax.rule_text or "")
    kept = {(p.src, p.dst) for p in trial.functions[function].required}
    for pair in base.functions[function].required:
        if (pair.src, pair.dst) in ends and (pair.src, pair.dst) not in kept:
            return (f"required under {base.mode} ({pair.why}), not derived under "
                    f"{trial.mode} (its rules changed, no relax tuple)"), ""
    module = base.module
    return (f"no pair between lines {module.input_line(a) or a} and "
            f"{module.input_line(b) or b} was released: the emitted chain between them "
            "changed"), ""


def _find(tree, relation: str):
    if tree is None:
        return None
    stack = [tree]
    while stack:
        node = stack.pop()
        if node.relation == relation and node.kind == "rule":
            return node
        stack.extend(reversed(node.children))
    return None
