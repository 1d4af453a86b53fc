"""`sim --edge-profile`: which required pairs guarded a real conflict in one run, and the
static limit, the cycles of the same run ordered by those pairs alone.

The conflicts come from a run of the unordered module (profile.py), whose lines are the
rules' instruction ids. The static limit is the standard mode given those conflicts as
`profile_conflict` facts (rules/profile/static_limit.dl): the rules release every location
and synchronisation pair the run never met, then reduce and materialise what is left as
`order` does, and the result is simulated on the same input. No static ordering that is
race-free on this input waits for less, so

    cycles - static limit    what a better rule (a static ordering) could still gain,
    static limit - oracle    what only run-time disambiguation could.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from csarules.ir.model import Module
from csarules.rules_dir import rules_dir
from csarules.sim.api import conflicts_of_run, simulate
from csarules.sim.defaults import DEFAULT_MAX_STEPS

if TYPE_CHECKING:
    from csarules.order.pipeline import Outcome

# the rules whose pairs a run can show unneeded: the others (entry, return, prefetch) are
# not conflicts between two accesses and are always kept
PROFILED = ("location", "synchronisation")


def static_limit_program():
    return rules_dir() / "profile" / "static_limit.dl"


@dataclass
class StaticLimit:
    cycles: int
    races: int  # of the limit's ordering, on the same input: 0, as it orders each conflict
    # the edges it emits in the functions that ran (it may emit more than the mode does:
    # an entry or return pair is no longer implied through the pairs released)
    edges: int
    conflicts: set[tuple[int, int, int, str]]  # (a, b, ctx, rule) the run met
    ran: set[str]  # the functions called


@dataclass
class EdgeProfile:
    static_limit: StaticLimit
    # every required pair of the functions that ran: (a, b, ctx, rule, conflicted), with
    # conflicted None for the rules a run does not judge (entry, return, prefetch)
    pairs: list[tuple[int, int, int, str, bool | None]] = field(default_factory=list)
    emitted: int = 0
    # emitted edges none of whose required pairs conflicted: (a, b, ctx, rules)
    unneeded: list[tuple[int, int, int, tuple[str, ...]]] = field(default_factory=list)


def static_limit(unordered: Module, entry: str, args: dict[str, str] | list[str], *,
                 externs: tuple[str, ...] | list[str] = (), latency: str | None = None,
                 max_steps: int = DEFAULT_MAX_STEPS) -> StaticLimit:
    """The static limit of `entry` run on `args` (`unordered`: the module before ordering,
    loop builtins expanded)."""
    from csarules.extract import extract_facts
    from csarules.ir.reader import parse_module
    from csarules.order.pipeline import derive, materialise_outcome

    conflicts, ran = conflicts_of_run(unordered, entry, args, externs=externs, latency=latency,
                                 max_steps=max_steps)
    facts = extract_facts(unordered)
    facts["profile_conflict"] = set(conflicts)
    outcome = derive(unordered, rules=static_limit_program(), facts=facts, provenance=False)
    ordered = parse_module(materialise_outcome(outcome),
                           f"{unordered.path} (ordered, static limit)")
    result = simulate(ordered, entry, args, externs=externs, latency=latency,
                      max_steps=max_steps, sections_from=unordered)
    edges = sum(len(fe.emitted) for name, fe in outcome.functions.items() if name in ran)
    return StaticLimit(result.cycles, result.race_count, edges, conflicts, ran)


def edge_profile(unordered: Module, outcome: Outcome, entry: str,
                 args: dict[str, str] | list[str], *, externs: tuple[str, ...] | list[str] = (),
                 latency: str | None = None, max_steps: int = DEFAULT_MAX_STEPS
                 ) -> EdgeProfile:
    """The profile of `outcome`'s ordering (derived from `unordered`) on one run."""
    limit = static_limit(unordered, entry, args, externs=externs, latency=latency,
                         max_steps=max_steps)
    met = limit.conflicts
    met_pairs = {(a, b, ctx) for a, b, ctx, _ in met}
    ran = limit.ran
    profile = EdgeProfile(limit)
    for name, fe in outcome.functions.items():
        if name not in ran:
            continue
        rules_of: dict[tuple[int, int, int], list[str]] = {}
        for p in fe.required:
            if p.why in PROFILED:
                conflicted: bool | None = (p.src, p.dst, p.ctx, p.why) in met
            elif p.why in ("entry", "return", "prefetch"):
                conflicted = None
            else:  # another mode's rule (linear, an idea's): any meeting of the two
                conflicted = (p.src, p.dst, p.ctx) in met_pairs
            profile.pairs.append((p.src, p.dst, p.ctx, p.why, conflicted))
            rules_of.setdefault((p.src, p.dst, p.ctx), []).append(
                p.why if conflicted is False else "")
        profile.emitted += len(fe.emitted)
        for e in fe.emitted:
            rules = rules_of.get((e.src, e.dst, e.ctx), [""])
            if all(rules):  # every rule requiring the edge judged, none met
                profile.unneeded.append((e.src, e.dst, e.ctx, tuple(rules)))
    return profile
