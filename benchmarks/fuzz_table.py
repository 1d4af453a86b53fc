#!/usr/bin/env python3
"""Sum the results JSON files of several `benchmarks/fuzz.py` runs into the README's table.

A campaign runs in pieces (seed ranges, configurations, machine loads); each run writes
its own `--json`. This adds them up by generator and configuration (levels, modes,
schedules, sizes), each seed counted once (a seed found in two runs of one configuration
keeps the later run's outcome and is reported), and prints one Markdown row per group with
its seed ranges, outcome counts, the programs in which the standard mode versioned a loop
nest behind run-time overlap checks (counted by runs since those checks), throughput and
the load the runs saw.

    python benchmarks/fuzz_table.py stress-*.json csmith-*.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

COLUMNS = ("crash", "unverifiable", "rejected", "race", "mismatch", "harness", "unsupported",
           "too-long", "generator", "ok")
BUGS = ("crash", "unverifiable", "rejected", "race", "mismatch", "harness")


def _config(kind: str, run: dict) -> tuple:
    if kind == "stress":
        return ("llvm-stress-19", f"size {run.get('stress_size', 100)}",
                ", ".join(run.get("stress_modes") or run["modes"]))
    levels = ", ".join(f"clang-{lv.replace(':', ' -')}" for lv in run["levels"])
    sims = [m for m in run["modes"] if m in ("standard", "linear")]
    modes = (f"order {', '.join(run['modes'])}; sim {' + '.join(sims)} × "
             f"{run['schedules']} schedules")
    options = run.get("csmith_options") or ""
    return ("csmith" + (" --small" if run.get("small") else "") + (f" {options}" if options
                                                                    else ""), levels, modes)


def seed_ranges(seeds: list[int]) -> str:
    """1, 2, 3, 7, 9, 10 -> '1–3, 7, 9–10'."""
    parts: list[str] = []
    for seed in sorted(seeds):
        if parts and seed == parts[-1][1] + 1:
            parts[-1] = (parts[-1][0], seed)
        else:
            parts.append((seed, seed))
    return ", ".join(f"{a}–{b}" if a != b else f"{a}" for a, b in parts)


def summarise(runs: list[tuple[str, dict]]) -> list[dict]:
    groups: dict[tuple, dict] = {}
    for name, run in runs:
        kinds = [k for k, by_seed in run.get("results", {}).items() if by_seed]
        for kind in kinds:
            group = groups.setdefault(_config(kind, run), {
                "outcomes": {}, "seconds": 0.0, "timed": 0, "jobs": set(), "loads": [],
                "commits": set(), "runners": set(), "versioned": set(), "counted": set()})
            repeated = 0
            for seed, outcome in run["results"][kind].items():
                repeated += int(seed) in group["outcomes"]
                group["outcomes"][int(seed)] = outcome
            if "versioned" in run:  # (runs before run-time checks did not count them)
                group["counted"] |= {int(seed) for seed in run["results"][kind]}
                group["versioned"] |= {int(seed) for seed in run["versioned"].get(kind, {})}
            group["jobs"].add(run.get("jobs"))
            group["loads"] += run.get("load_samples", [])
            group["commits"].add(run.get("commit", "?"))
            group["runners"].add(run.get("runner", "subprocess"))
            if len(kinds) == 1:  # a run of one generator: its wall time is that generator's
                group["seconds"] += run["seconds"]
                group["timed"] += len(run["results"][kind])
            if repeated:
                print(f"{name}: {repeated} {kind} seeds already counted from an earlier "
                      "file: the later outcome is kept", file=sys.stderr)
    rows = []
    for (generator, size_or_levels, modes), group in groups.items():
        counts = {c: 0 for c in COLUMNS}
        for outcome in group["outcomes"].values():
            counts[outcome] = counts.get(outcome, 0) + 1
        rate = group["timed"] / (group["seconds"] / 60) if group["seconds"] else None
        loads = group["loads"] or [0.0]
        rows.append({"generator": generator, "what": size_or_levels, "modes": modes,
                     "seeds": seed_ranges(list(group["outcomes"])),
                     "programs": len(group["outcomes"]), "counts": counts,
                     "per_minute": rate, "jobs": sorted(j for j in group["jobs"] if j),
                     "load": (min(loads), max(loads), sum(loads) / len(loads)),
                     "commits": sorted(group["commits"]),
                     "runners": sorted(group["runners"]),
                     "versioned": (len(group["versioned"]), len(group["counted"]))})
    return rows


def markdown(rows: list[dict]) -> str:
    head = ("| generator | seeds | levels / modes | programs | "
            + " | ".join(COLUMNS) + " | with a versioned nest | per minute | "
            "workers; load average |")
    lines = [head, "|" + "---|" * 3 + "---:|" * (len(COLUMNS) + 1) + "---|---:|---|"]
    for r in rows:
        rate = f"{r['per_minute']:.1f}" if r["per_minute"] else ""
        jobs = "/".join(str(j) for j in r["jobs"])
        found, counted = r["versioned"]
        versioned = "—" if not counted else (f"{found}" if counted == r["programs"]
                                             else f"{found} (of {counted} counted)")
        lines.append(
            f"| {r['generator']} | {r['seeds']} | {r['what']}; {r['modes']} | {r['programs']} | "
            + " | ".join(str(r["counts"][c]) for c in COLUMNS)
            + f" | {versioned} | {rate} | -j {jobs}; {r['load'][0]:.1f}–{r['load'][1]:.1f}, "
            f"mean {r['load'][2]:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", type=Path, nargs="+", help="fuzz.py --json files")
    args = ap.parse_args(argv)
    runs = [(str(p), json.loads(p.read_text())) for p in args.results]
    rows = summarise(runs)
    print(markdown(rows))
    for r in rows:
        print(f"{r['generator']} ({r['what']}): commits {', '.join(r['commits'])}; "
              f"runner {', '.join(r['runners'])}")
    return 1 if any(r["counts"][b] for r in rows for b in BUGS) else 0


if __name__ == "__main__":
    sys.exit(main())
