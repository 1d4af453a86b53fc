"""`simulate`: run one function of a module on given arguments and report cycles and races."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field

from csarules.errors import CsaError
from csarules.ir.model import Module
from csarules.sim import args as argspec
from csarules.sim.defaults import DEFAULT_MAX_STEPS
from csarules.sim.interp import Machine
from csarules.sim.layout import TypeError_
from csarules.sim.memory import Memory
from csarules.sim.profile import EdgeProfiler
from csarules.sim.schedule import replay
from csarules.sim.sections import Sections
from csarules.sim.timing import Latency
from csarules.sim.values import python_value

_RECURSION_LIMIT = 30_000


@dataclass
class SimResult:
    cycles: int
    oracle_cycles: int
    races: list[dict]  # [{"first": {"line", "iteration"}, "second": {...}}]
    race_count: int
    matches_sequential: bool
    return_value: object  # JSON-friendly (signed ints, floats, lists; None for void)
    dynamic: dict[str, int]
    final_memory_digest: str
    schedule: str = "sequential"
    differences: list[str] = field(default_factory=list)  # 'region+offset' that differ
    different_bytes: int = 0
    divergences: list[int] = field(default_factory=list)  # lines (random schedule)
    seconds: float = 0.0
    memory: Memory | None = None  # final memory (of the replay, for a random schedule)
    output: str = ""  # what the program printed (printf, puts, putchar), not shown
    # conflicting pairs left unordered because a parallel region's sections released
    # them: [{"first": {"line", "iteration"}, "second": ..., "mark_line"}]; an iteration is
    # the place of the access's section in its region (a parallel loop's iteration)
    mark_races: list[dict] = field(default_factory=list)
    mark_race_count: int = 0
    returns_void: bool = False

    def buffer(self, name: str) -> bytes:
        """Final contents of argument buffer `name` or global `@name`."""
        assert self.memory is not None
        for r in self.memory.regions:
            if r.name in (f"arg {name}", name, f"@{name}"):
                return self.memory.read(r.start, r.size) if r.size else b""
        raise KeyError(name)

    def to_json(self) -> dict:
        out = {
            "cycles": self.cycles,
            "oracle_cycles": self.oracle_cycles,
            "races": self.races,
            "race_count": self.race_count,
            "mark_races": [_mark_race(r) for r in self.mark_races],
            "mark_race_count": self.mark_race_count,
            "matches_sequential": self.matches_sequential,
            "return": self.return_value,
            "dynamic": self.dynamic,
            "final_memory_digest": self.final_memory_digest,
            "schedule": self.schedule,
            "output": self.output,
        }
        if self.schedule != "sequential":
            out["differences"] = self.differences
            out["different_bytes"] = self.different_bytes
            out["divergences"] = self.divergences
        return out


def is_ordered(module: Module) -> bool:
    return "llvm.csa.inord" in module.declarations


def has_sections(module: Module) -> bool:
    return any(name.startswith("llvm.csa.parallel.section") for name in module.declarations)


def _section_plan(module: Module, entry: str, args: dict[str, str] | list[str],
                  externs: tuple[str, ...] | list[str], latency: Latency, max_steps: int
                  ) -> tuple[list[int], Sections]:
    machine = Machine(module, latency, set(externs), max_steps, 0, record=False)
    _execute(machine, entry, args)
    return machine.section_trace, machine.sections


def conflicts_of_run(module: Module, entry: str, args: dict[str, str] | list[str], *,
                     externs: tuple[str, ...] | list[str] = (),
                     latency: Latency | str | None = None,
                     max_steps: int = DEFAULT_MAX_STEPS
                     ) -> tuple[set[tuple[int, int, int, str]], set[str]]:
    """The pairs of static ops whose instances really met when `entry` runs on `args`:
    (a, b, ctx, rule) as the rules name required pairs (profile.py), and the functions
    that ran. `module` is unordered: its lines are the rules' instruction ids."""
    if isinstance(latency, str) or latency is None:
        latency = Latency.parse(latency)
    profiler = EdgeProfiler()
    machine = Machine(module, latency, set(externs), max_steps, 0, record=False,
                      profiler=profiler)
    _execute(machine, entry, args)
    return profiler.pairs, profiler.ran


def _execute(machine: Machine, entry: str, args: dict[str, str] | list[str]) -> tuple:
    module = machine.module
    cf = machine.prepare(entry)
    try:
        types = {a.name.lstrip("%").strip('"'): t
                 for a, t in zip(cf.func.arguments, cf.arg_types, strict=True)}
    except TypeError_ as exc:
        raise CsaError(module.path, cf.func.line, str(exc)) from None
    values = argspec.bind(module.path, cf.func, types, args, machine.mem)
    initial = bytes(machine.mem.data)
    rec = machine.trace
    empty = machine.clocks.empty
    arg_in = [(v, 0, 0, empty, rec.const(v) if rec is not None else -1) for v in values]
    start_node = rec.const(0) if rec is not None else -1
    # each simulated call takes a few Python frames; allow deep (but finite) recursion
    if machine.profiler is not None:
        machine.profiler.enter_frame()
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, _RECURSION_LIMIT))
    try:
        out = machine.run(cf, arg_in, 0, 0, empty, start_node)
    finally:
        sys.setrecursionlimit(limit)
    return cf, initial, out


def simulate(module: Module, entry: str, args: dict[str, str] | list[str], *,
             externs: tuple[str, ...] | list[str] = (), latency: Latency | str | None = None,
             schedule: str = "sequential", seed: int = 0,
             max_steps: int = DEFAULT_MAX_STEPS, race_limit: int = 20,
             sections_from: Module | None = None, clocks: str | None = None,
             mark_lines: dict[int, int] | None = None) -> SimResult:
    """Run `entry` sequentially, timing it as a dataflow machine and checking its ordering.

    `sections_from`: the unordered module `module` was ordered from. Ordering removes
    parallel region/section markers; their releases (pairs in different sections of one
    region are not races) are then taken from a run of this module.
    `clocks`: how vector clocks are stored, "mixed" (None), "sparse" or "dense"
    (clocks.py); the answers are the same.
    `mark_lines`: the line to name as a mark race's mark for each line of a
    `region.entry` (of `sections_from` when given, else of `module`): the loop builtin
    an expansion made it from, say. Lines it does not list are named as they are.
    """
    if schedule not in ("sequential", "random"):
        raise CsaError(module.path, None, f"unknown schedule '{schedule}' "
                       "(sequential or random)")
    if isinstance(latency, str) or latency is None:
        try:
            latency = Latency.parse(latency)
        except ValueError as exc:
            raise CsaError(module.path, None, str(exc)) from None
    started = time.perf_counter()
    plan = None
    if sections_from is not None and has_sections(sections_from) and not has_sections(module):
        plan = _section_plan(sections_from, entry, args, externs, latency, max_steps)
    machine = Machine(module, latency, set(externs), max_steps, race_limit,
                      record=schedule == "random", clocks=clocks)
    if plan is not None:
        machine.section_plan = plan[0]
        machine.sections.update(plan[1])
    cf, initial, (value, cycles, ocycles, _clock, ret_node) = _execute(machine, entry, args)
    rec = machine.trace
    assert cf.ret_type is not None
    ret_json = python_value(cf.ret_type, value)
    st = machine.compiler.static_ops
    races = [
        {"first": {"line": st[r.first_op].line, "iteration": r.first_iteration},
         "second": {"line": st[r.second_op].line, "iteration": r.second_iteration}}
        for r in machine.races.races
    ]
    sections = machine.sections
    marks = mark_lines or {}
    mark_races = []
    for m in machine.races.mark_races:
        region_line = sections.line.get(m.region, 0)
        mark_races.append({
            "first": {"line": st[m.first_op].line,
                      "iteration": sections.place(m.first_section, m.region)},
            "second": {"line": st[m.second_op].line,
                       "iteration": sections.place(m.second_section, m.region)},
            "mark_line": marks.get(region_line, region_line)})
    c = machine.counts
    result = SimResult(
        cycles=cycles,
        oracle_cycles=ocycles,
        races=races,
        race_count=machine.races.count,
        matches_sequential=True,
        return_value=ret_json,
        dynamic={"instructions": c.instructions, "memops": c.memops, "loads": c.loads,
                 "stores": c.stores, "prefetches": c.prefetches},
        final_memory_digest=machine.mem.digest(),
        schedule=schedule,
        memory=machine.mem,
        output=_printed(machine.mem),
        mark_races=mark_races,
        mark_race_count=machine.races.mark_count,
        returns_void=cf.ret_type.kind == "void",
    )
    if rec is not None:
        rec.top_return = ret_node
        start = machine.mem.copy()
        start.data[:] = initial + bytes(len(machine.mem.data) - len(initial))
        rep = replay(rec, start, seed)
        count, where = rep.memory.differences(machine.mem)
        rep_json = python_value(cf.ret_type, rep.return_value)
        if rep_json != ret_json:
            where.insert(0, "return value")
        if rep.memory.output != machine.mem.output:
            where.insert(0, "output")
        result.differences = where
        result.different_bytes = count
        result.divergences = sorted(set(rep.divergences))
        result.matches_sequential = (count == 0 and rep_json == ret_json
                                     and rep.memory.output == machine.mem.output)
        result.final_memory_digest = rep.memory.digest()
        result.return_value = rep_json
        result.memory = rep.memory
        result.output = _printed(rep.memory)
    result.seconds = time.perf_counter() - started
    return result


def _printed(mem: Memory) -> str:
    return b"".join(mem.output).decode("utf-8", errors="backslashreplace")


def _mark_race(race: dict) -> dict:
    """A mark race as `--json` lists it: the two accesses' lines and iterations (and the
    versioned nest's copy each ran in, if any), and the mark's line."""
    out = {"first": race["first"]["line"], "second": race["second"]["line"],
           "first_iteration": race["first"]["iteration"],
           "second_iteration": race["second"]["iteration"], "mark_line": race["mark_line"]}
    for side in ("first", "second"):
        if "copy" in race[side]:
            out[f"{side}_copy"] = race[side]["copy"]
    return out
