"""What `sim --edge-profile` prints and adds to `--json`, in input lines."""

from __future__ import annotations

from collections.abc import Callable

from csarules.sim.api import SimResult
from csarules.sim.edgeprofile import EdgeProfile

Line = Callable[[int], int]  # a line of the module the rules ran on -> an input line


def profile_json(profile: EdgeProfile, line: Line) -> dict:
    """`static_limit_cycles`, `unneeded_edges` and `edge_profile` (every required pair)."""
    limit = profile.static_limit

    def carried(ctx: int) -> int | None:
        return line(ctx) if ctx else None

    return {
        "static_limit_cycles": limit.cycles,
        "unneeded_edges": [
            {"first": line(a), "second": line(b), "carried_by": carried(ctx),
             "rule": ", ".join(rules)}
            for a, b, ctx, rules in profile.unneeded],
        "edge_profile": {
            "required_pairs": len(profile.pairs),
            "conflicted_pairs": sum(1 for p in profile.pairs if p[4]),
            "emitted_edges": profile.emitted,
            "static_limit_edges": limit.edges,
            "static_limit_races": limit.races,
            "pairs": [{"first": line(a), "second": line(b), "carried_by": carried(ctx),
                       "rule": rule, "conflicted": met}
                      for a, b, ctx, rule, met in profile.pairs],
        },
    }


def profile_lines(profile: EdgeProfile, result: SimResult, line: Line) -> list[str]:
    limit = profile.static_limit
    judged = [p for p in profile.pairs if p[4] is not None]
    met = sum(1 for p in judged if p[4])
    out = [f"  edge profile: {met} of the {len(judged)} required location and "
           "synchronisation pairs met a conflict in this run; "
           f"{len(profile.unneeded)} of the {profile.emitted} emitted edges guarded none",
           f"  static limit {limit.cycles} cycles: a better rule "
           f"could gain {result.cycles - limit.cycles}, only run-time information "
           f"{limit.cycles - result.oracle_cycles}"]
    if limit.races:
        out.append(f"    the static limit's ordering races ({limit.races}): a conflict the "
                   "profile missed")
    for a, b, ctx, rules in profile.unneeded:
        where = f" carried by line {line(ctx)}" if ctx else ""
        out.append(f"    unneeded: line {line(a)} -> line {line(b)}{where} "
                   f"({', '.join(rules)})")
    return out
