"""What rules/versioning.dl decides, read into the plan csarules/version/rewrite.py writes.

The rules decide which loop nests get a run-time overlap check, their pointer groups, the
members whose ends bound each group, how each member moves, and which groups are
compared; this module only runs them, a group of functions at a time as ordering does,
and collects their tuples with the trip tests and counters they refer to.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from csarules.ir.model import Function, Module
from csarules.rules_dir import rules_dir

DEFAULT_MAX_CHECKS = 8

# what the rewrite and `edges` read
_KEEP = ("versioned", "group_id", "version_check", "version_member_end", "version_move",
         "version_refusal", "group_member", "version_choice", "version_enum", "version_guard",
         "version_choice_guard", "version_prior_group", "version_prior_member",
         "version_prior_check")


@dataclass(frozen=True)
class Move:
    loop: int  # header id
    stride: str  # bytes per iteration, as addr_stride writes it
    how: str  # "up", "down", "either" (loops of the nest), "fixed" (loops around it)


@dataclass(frozen=True)
class Trip:
    loop: int
    kind: str  # "lt", "ult" or "ne" (schema.dl: trip_test)
    gap: str
    step: int
    width: int
    operands: tuple[str, int, str, int] | None = None  # "ult": trip_operands


@dataclass
class Group:
    gid: int  # the line of its first access
    base: str
    members: list[int] = field(default_factory=list)
    # side ("low"/"high") -> [(member line, constant offset of that end)]: the members
    # that may hold the group's extreme at that side
    ends: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    # the accesses of a loop run before the nest (rules/versioning.dl, prior loops): not
    # copied; their own lines take the group's scope
    prior: bool = False


@dataclass
class Nest:
    function: str
    root: int  # header id of the versioned loop
    groups: dict[int, Group]
    checks: list[tuple[int, int]]
    moves: dict[int, list[Move]]  # member line -> its moves
    trips: dict[int, Trip]  # the loops whose trip counts the bounds use
    counters: dict[int, tuple[int, str, int]]  # loop -> (phi line, init, step)
    # member line -> [(choice, coefficient)]: its ends add coefficient * choice
    choices: dict[int, list[tuple[str, str]]] = field(default_factory=dict)
    # the choices the check computes per candidate -> their candidates (polynomials)
    candidates: dict[str, list[str]] = field(default_factory=dict)
    guards: dict[int, str] = field(default_factory=dict)  # loop -> its entry guard
    # (choice, candidate) -> the guard under which the choice takes that candidate
    candidate_guards: dict[tuple[str, str], str] = field(default_factory=dict)
    # the choices that are bounded values -> (lowest, highest): any value between is taken
    ranges: dict[str, tuple[int, int]] = field(default_factory=dict)


@dataclass
class Decision:
    nests: dict[str, list[Nest]] = field(default_factory=dict)  # by function
    refusals: dict[str, list[tuple[int, str]]] = field(default_factory=dict)  # (loop, why)


def program_path() -> Path:
    return rules_dir() / "versioning.dl"


@functools.lru_cache(maxsize=2)
def _program(stamp: tuple[tuple[str, int], ...]) -> Any:
    from csarules.engine import load_program

    return load_program(program_path())


def decide(module: Module, groups: Iterable[Sequence[Function]],
           max_checks: int = DEFAULT_MAX_CHECKS, engine: str = "embedded",
           souffle_path: str | None = None) -> Decision:
    """The nests to version in `module`, the rules run once per group of functions."""
    from csarules.engine import make_engine
    from csarules.engine.embedded import relations_read
    from csarules.extract import ModuleTables, extract_facts

    files = sorted(rules_dir().glob("*.dl"))
    program = _program(tuple((str(f), f.stat().st_mtime_ns) for f in files))
    runner = make_engine(engine, souffle_path=souffle_path, provenance=False, keep=_KEEP)
    wanted = relations_read(program, _KEEP) | {"trip_test", "trip_operands", "loop_counter",
                                                "choice_candidate", "choice_range"}
    tables = ModuleTables.of(module)
    decision = Decision()
    for group in groups:
        group = [func for func in group if _may_version(func, module.path)]
        if not group:
            continue
        facts = extract_facts(module, group, tables, wanted)
        facts["version_limit"] = {(max_checks,)}
        result = runner.run(program, facts)
        _collect(result, facts, decision)
    return decision


def _may_version(func: Function, path: str) -> bool:
    """Whether a loop of `func` holds a store and another load or store: without one, no
    two groups of any loop are compared (rules/versioning.dl's version_check), and the
    function's facts need not be extracted."""
    # (a cycle has an edge to a block at or before its source in the function's order)
    if not any(s.index <= b.index for b in func.blocks for s in b.successors):
        return False
    from csarules.analysis.cfg import analyse
    from csarules.analysis.loops import find_loops

    for loop in find_loops(analyse(func, path)).loops:
        kinds = [i.opcode for b in loop.blocks for i in b.instructions
                 if i.opcode in ("load", "store")]
        if "store" in kinds and len(kinds) >= 2:
            return True
    return False


def _collect(result, facts, decision: Decision) -> None:
    owner = {block: func for block, func, *_ in facts["block"]}
    rel = result.relation
    versioned = {r for (r,) in rel("versioned")}
    operands = {h: (lo, ls, hi, hs) for h, lo, ls, hi, hs in facts["trip_operands"]}
    trips = {h: Trip(h, kind, gap, step, width, operands.get(h))
             for h, kind, gap, step, width in facts["trip_test"]}
    counters = {h: (phi, init, step) for h, phi, init, step in facts["loop_counter"]}
    groups: dict[int, dict[int, Group]] = defaultdict(dict)
    for r, base, g in rel("group_id"):
        if r in versioned:
            groups[r][g] = Group(g, base)
    for r, g, i in rel("group_member"):
        if r in versioned:
            groups[r][g].members.append(i)
    for r, base, g in rel("version_prior_group"):
        groups[r][g] = Group(g, base, prior=True)
    for r, g, i, _ in rel("version_prior_member"):
        groups[r][g].members.append(i)
    checks: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for r, g1, g2 in rel("version_check"):
        if r in versioned:
            checks[r].append((g1, g2))
    for r, pg, g in rel("version_prior_check"):
        checks[r].append((min(pg, g), max(pg, g)))
    for r, g, i, side, offset in rel("version_member_end"):
        groups[r][g].ends.setdefault(side, []).append((i, offset))
    candidates: dict[str, list[str]] = defaultdict(list)
    for c, value in facts["choice_candidate"]:
        candidates[c].append(value)
    ranges = {c: (lo, hi) for c, lo, hi in facts["choice_range"]}
    choices: dict[int, dict[int, list[tuple[str, str]]]] = defaultdict(lambda: defaultdict(list))
    for r, i, c, coef in rel("version_choice"):
        choices[r][i].append((c, coef))
    enumerated: dict[int, set[str]] = defaultdict(set)
    for r, c in rel("version_enum"):
        enumerated[r].add(c)
    guards: dict[int, dict[int, str]] = defaultdict(dict)
    for r, h, guard in rel("version_guard"):
        guards[r][h] = guard
    candidate_guards: dict[int, dict[tuple[str, str], str]] = defaultdict(dict)
    for r, c, value, guard in rel("version_choice_guard"):
        candidate_guards[r][(c, value)] = guard
    moves: dict[int, dict[int, list[Move]]] = defaultdict(lambda: defaultdict(list))
    for r, i, h, stride, how in rel("version_move"):
        moves[r][i].append(Move(h, stride, how))
    for r in sorted(versioned):
        used = sorted(groups[r])
        kept = {g for pair in checks[r] for g in pair}
        nest_moves = {i: sorted(ms, key=lambda m: m.loop) for i, ms in moves[r].items()}
        loops = {m.loop for ms in nest_moves.values() for m in ms}
        for grp in groups[r].values():
            grp.members.sort()
            for ends in grp.ends.values():
                ends.sort()
        nest = Nest(
            function=owner[r], root=r,
            groups={g: groups[r][g] for g in used if g in kept},
            checks=sorted(checks[r]),
            moves=nest_moves,
            trips={h: trips[h] for h in sorted(loops) if h in trips},
            counters={h: counters[h] for h in sorted(counters) if owner[h] == owner[r]},
            choices={i: sorted(cs) for i, cs in sorted(choices[r].items())},
            candidates={c: sorted(candidates[c]) for c in sorted(enumerated[r])},
            guards=dict(sorted(guards[r].items())),
            candidate_guards=dict(sorted(candidate_guards[r].items())),
            ranges={c: ranges[c] for c in sorted(enumerated[r]) if c in ranges},
        )
        decision.nests.setdefault(nest.function, []).append(nest)
    for r, why in sorted(rel("version_refusal")):
        decision.refusals.setdefault(owner[r], []).append((r, why))
