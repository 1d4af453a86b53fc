"""What `csarules try` prints and writes: per-function changes, a summary, the verdict."""

from __future__ import annotations

import math
from typing import Any

from csarules.trial.compare import FileTrial, FunctionTrial, RaceFound


def function_lines(ft: FileTrial) -> list[str]:
    lines: list[str] = []
    for fn in ft.functions:
        if not fn.diff.changed:
            continue
        lines += fn.diff.render(ft.path, ft.base_mode, ft.idea_mode)
        if fn.error:
            lines.append(f"  not simulated: {fn.error}")
        elif not fn.simulated:
            lines.append(f"  not simulated: {fn.skipped}")
        else:
            extra = len(fn.schedules) - 1
            runs = f"sequential + {extra} random schedule{'' if extra == 1 else 's'}"
            verdict = "none introduced" if not fn.introduced else \
                f"{len(fn.introduced)} introduced"
            lines.append(f"  cycles {fn.base_cycles} -> {fn.idea_cycles} (oracle "
                         f"{fn.oracle_cycles}, static limit {fn.static_limit_cycles}); "
                         f"races {verdict} ({runs})")
            for race in fn.introduced:
                lines.append(f"  RACE {_pair(race)} [{race.schedule}]")
                lines.append(f"       {race.released_by}")
                if race.rule_text:
                    lines.append(f"       {race.rule_text}")
    return lines


def _pair(race: RaceFound) -> str:
    def side(line: int, iteration: int | None, text: str) -> str:
        it = f" (iteration {iteration})" if iteration is not None else ""
        return f"line {line}{it} `{text}`"

    return (f"{side(race.first, race.first_iteration, race.first_text)} and "
            f"{side(race.second, race.second_iteration, race.second_text)}")


def _simulated(files: list[FileTrial]) -> list[FunctionTrial]:
    return [fn for ft in files for fn in ft.functions if fn.simulated and not fn.error]


def summary(files: list[FileTrial]) -> dict[str, Any]:
    changed = [fn for ft in files for fn in ft.functions if fn.diff.changed]
    simulated = _simulated(files)
    # a racy run's cycles mean nothing: the ratio is over the race-free ones
    ratios = [fn.idea_cycles / fn.base_cycles for fn in simulated if fn.base_cycles > 0
              and fn.idea_cycles > 0 and not fn.introduced]
    geomean = _geomean(ratios)
    # how far the idea still is from what a static ordering can reach
    to_limit = _geomean([fn.idea_cycles / fn.static_limit_cycles for fn in simulated
                         if fn.static_limit_cycles > 0 and fn.idea_cycles > 0
                         and not fn.introduced])
    return {
        "files": len(files),
        "functions": sum(len(ft.functions) for ft in files),
        "functions_changed": len(changed),
        "edges_removed": sum(len(fn.diff.removed) for fn in changed),
        "edges_added": sum(len(fn.diff.added) for fn in changed),
        "simulated": len(simulated),
        "not_simulated": len(changed) - len(simulated),
        "cycles_geomean_ratio": None if geomean is None else round(geomean, 4),
        "cycles_over_static_limit_geomean": None if to_limit is None else round(to_limit, 4),
        "races_introduced": sum(len(fn.introduced) for fn in simulated),
    }


def _geomean(ratios: list[float]) -> float | None:
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios)) if ratios else None


def summary_table(figures: dict[str, Any]) -> list[str]:
    ratio = figures["cycles_geomean_ratio"]
    to_limit = figures["cycles_over_static_limit_geomean"]
    cells = [
        ("files", str(figures["files"])),
        ("functions changed", f"{figures['functions_changed']}/{figures['functions']}"),
        ("edges -/+", f"-{figures['edges_removed']}/+{figures['edges_added']}"),
        ("simulated", str(figures["simulated"])),
        ("cycles idea/base (geomean, race-free)", "-" if ratio is None else f"{ratio:.3f}"),
        ("idea/static limit", "-" if to_limit is None else f"{to_limit:.3f}"),
        ("races introduced", str(figures["races_introduced"])),
    ]
    head = "  ".join(f"{name:>{max(len(name), len(value))}}" for name, value in cells)
    row = "  ".join(f"{value:>{max(len(name), len(value))}}" for name, value in cells)
    return [head, row]


def first_race(files: list[FileTrial]) -> tuple[FileTrial, RaceFound] | None:
    for ft in files:
        for fn in ft.functions:
            if fn.simulated and fn.introduced:
                return ft, fn.introduced[0]
    return None


# `csarules try`'s exit status when the idea changed edges but nothing could be simulated:
# neither a pass (0) nor a race (1)
NOT_VERIFIED = 3


def nothing_verified(files: list[FileTrial]) -> bool:
    """The idea changed some function's edges and none of them was simulated."""
    changed = any(fn.diff.changed for ft in files for fn in ft.functions)
    return changed and not _simulated(files)


def verdict(files: list[FileTrial]) -> str:
    found = first_race(files)
    if found is None:
        n = len(_simulated(files))
        changed = sum(1 for ft in files for fn in ft.functions if fn.diff.changed)
        if not changed:
            return "verdict: no edge changed (nothing to simulate)"
        if not n:
            failed = sum(1 for ft in files for fn in ft.functions if fn.error)
            why = "none with arguments" if not failed else \
                f"{changed - failed} without arguments, {failed} whose run failed"
            return f"verdict: not verified (nothing simulated): {changed} changed " \
                f"function(s), {why}"
        return f"verdict: no race introduced ({n} of {changed} changed function(s) simulated)"
    ft, race = found
    return (f"verdict: RACE introduced in @{race.function}: {ft.path}:{race.first} and "
            f"{ft.path}:{race.second} ({race.schedule}); {race.released_by}")


def document(files: list[FileTrial], idea: str, against: str, seeds: tuple[int, ...]
             ) -> dict[str, Any]:
    found = first_race(files)
    return {
        "idea": idea,
        "against": against,
        "random_seeds": list(seeds),
        "summary": summary(files),
        "first_race": None if found is None else {"file": found[0].path,
                                                  **found[1].to_json()},
        "files": [{"path": ft.path, "functions": [fn.to_json() for fn in ft.functions]}
                  for ft in files],
    }
