"""Standard mode on code no one here wrote: TSVC and the Livermore loops, standard / oracle.

    python benchmarks/real_quality.py --src TSVC_2/src [--work DIR] [--builds o2,o1nv]
        [--kernels s000,s1111 | --first N] [--len-1d 40] [--len-2d 8] [--json FILE]
    python benchmarks/real_quality.py --suite livermore --src DIR_WITH_LLOOPS_C
        [--section 2] [--kernels lfk01,lfk13 | --first N] [--builds ...] [--json FILE]
    python benchmarks/real_quality.py --combine tsvc.json livermore.json

TSVC (github.com/UoB-HPC/TSVC_2) is fetched by the user, never kept in this repository;
`benchmarks/real_build.py` builds each kernel into a small module whose entry
`drive_<kernel>` runs what the suite's main runs for it, with the `arg_info` of its
call site. The Livermore loops (Roy Longbottom's lloops.c, also fetched by the user):
`benchmarks/livermore_build.py` cuts each of the 24 kernels out of `kernels()` into its
own function `lfkNN`, started from the state its call site leaves (`parameters (N)` of
the chosen section, run natively); the entry `drive_lfkNN` calls it.
Each module is ordered in standard and linear mode and simulated
(`csarules.sim.simulate`); a race in standard mode is a soundness bug. The static limit
(`sim --edge-profile`: the run ordered by only the pairs that really conflicted in it)
splits standard's gap to the oracle into what a better rule could gain (standard /
static) and what only run-time information could (static / oracle).
Builds: o2 = clang-19 -O2 (vectoriser on), o1nv = -O1 -fno-vectorize -fno-slp-vectorize.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from benchmarks.livermore_build import build as build_livermore  # noqa: E402
from benchmarks.real_build import build, unknown_build  # noqa: E402
from csarules.errors import CsaError  # noqa: E402
from csarules.ir.reader import parse_module, read_module  # noqa: E402
from csarules.sim import simulate  # noqa: E402


@dataclass
class Row:
    kernel: str
    build: str
    oracle: int = -1
    standard: int = -1
    linear: int = -1
    races: int = -1  # standard mode
    linear_races: int = -1
    static: int = -1  # the static limit's cycles
    error: str = ""

    @property
    def std_over_oracle(self) -> float:
        return self.standard / self.oracle if self.oracle > 0 else math.nan

    @property
    def std_over_static(self) -> float:
        return self.standard / self.static if self.static > 0 else math.nan

    @property
    def static_over_oracle(self) -> float:
        return self.static / self.oracle if self.oracle > 0 and self.static > 0 else math.nan

    @property
    def linear_over_std(self) -> float:
        return self.linear / self.standard if self.standard > 0 else math.nan


def measure(path: Path, kernel: str, build_name: str) -> Row:
    from csarules.order.pipeline import order_module
    from csarules.sim.edgeprofile import static_limit

    row = Row(kernel, build_name)
    entry = f"drive_{kernel}"
    try:
        module = read_module(path)
        for mode in ("standard", "linear"):
            ordered = parse_module(order_module(module, mode), f"{path.name} ({mode})")
            res = simulate(ordered, entry, [], sections_from=module)
            if mode == "standard":
                row.standard, row.races, row.oracle = res.cycles, res.race_count, \
                    res.oracle_cycles
            else:
                row.linear, row.linear_races = res.cycles, res.race_count
        row.static = static_limit(module, entry, []).cycles
    except CsaError as exc:
        row.error = exc.render()
    return row


def geomean(values: list[float]) -> float | None:
    vals = [v for v in values if v > 0 and not math.isnan(v)]
    return math.exp(sum(map(math.log, vals)) / len(vals)) if vals else None


def render(rows: list[Row], builds: list[str]) -> str:
    head = (f"{'kernel':10} {'build':5} {'oracle':>7} {'static':>7} {'standard':>9} "
            f"{'std/orc':>8} {'std/sta':>8} {'linear':>9} {'lin/std':>8} {'races':>5}")
    lines = [head, "-" * len(head)]
    for r in rows:
        if r.error:
            lines.append(f"{r.kernel:10} {r.build:5} error: {r.error}")
            continue
        lines.append(f"{r.kernel:10} {r.build:5} {r.oracle:>7} {r.static:>7} "
                     f"{r.standard:>9} {r.std_over_oracle:>8.3f} {r.std_over_static:>8.3f} "
                     f"{r.linear:>9} {r.linear_over_std:>8.3f} {r.races:>5}")
    lines.append("")
    return "\n".join(lines + summary(rows, builds))


def summary(rows: list[Row], builds: list[str]) -> list[str]:
    """Per build: kernels run, races, errors, geomeans, the three worst."""
    lines = []
    for b in builds:
        ok = [r for r in rows if r.build == b and not r.error]
        gm = geomean([r.std_over_oracle for r in ok])
        gl = geomean([r.linear_over_std for r in ok])
        gs = geomean([r.std_over_static for r in ok])
        go = geomean([r.static_over_oracle for r in ok])
        worst = sorted(ok, key=lambda r: -r.std_over_oracle)[:3]
        lines.append(
            f"{b}: {len(ok)} kernels run, {sum(1 for r in ok if r.races)} with races in "
            f"standard mode, {sum(1 for r in rows if r.build == b and r.error)} errors; "
            f"geomean standard/oracle {gm or 0:.3f} (standard/static {gs or 0:.3f}, "
            f"static/oracle {go or 0:.3f}), linear/standard {gl or 0:.3f}; worst: "
            + ", ".join(f"{r.kernel} {r.std_over_oracle:.2f}" for r in worst))
    return lines


def combine(paths: list[Path]) -> int:
    """The summary over the rows of several --json files (e.g. TSVC and Livermore)."""
    rows: list[Row] = []
    builds: list[str] = []
    fields = set(Row.__dataclass_fields__)
    for path in paths:
        try:
            doc = json.loads(path.read_text())
            rows += [Row(**{k: v for k, v in r.items() if k in fields}) for r in doc["rows"]]
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"{path}: error: not a real_quality.py --json file ({exc})", file=sys.stderr)
            return 2
        builds += [b for b in doc.get("builds", []) if b not in builds]
    print("\n".join(summary(rows, builds)))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", choices=("tsvc", "livermore"), default="tsvc")
    parser.add_argument("--src", type=Path,
                        help="TSVC_2's src directory, or the one holding lloops.c")
    parser.add_argument("--combine", nargs="+", type=Path, metavar="JSON",
                        help="only summarise the rows of these --json files together")
    parser.add_argument("--work", type=Path, help="build directory (default: a temporary one)")
    parser.add_argument("--builds", default="o2,o1nv")
    parser.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    parser.add_argument("--first", type=int, help="only the first N kernels of main")
    parser.add_argument("--len-1d", type=int, default=40)
    parser.add_argument("--len-2d", type=int, default=8)
    parser.add_argument("--section", type=int, choices=(0, 1, 2), default=2,
                        help="Livermore: the suite's span set (2: the smallest)")
    parser.add_argument("--json", dest="json_path", help="also write the results here")
    ns = parser.parse_args(argv)
    if ns.combine:
        return combine(ns.combine)
    if ns.src is None:
        parser.error("--src is required (or --combine)")
    needed = ["tsvc.c"] if ns.suite == "tsvc" else ["lloops.c", "cpuidh.h", "cpuidc.c"]
    for name in needed:
        if not (ns.src / name).is_file():
            where = "TSVC_2's src directory" if ns.suite == "tsvc" else \
                "the directory of lloops.c, cpuidh.h and cpuidc.c"
            print(f"{ns.src}: error: no {name} here (give {where})", file=sys.stderr)
            return 2
    builds = ns.builds.split(",")
    bad_build = unknown_build(builds)
    if bad_build:
        print(bad_build, file=sys.stderr)
        return 2
    wanted = ns.kernels.split(",") if ns.kernels else None
    with tempfile.TemporaryDirectory() as tmp:
        work = ns.work or Path(tmp)
        rows: list[Row] = []
        for b in builds:
            if ns.suite == "tsvc":
                paths = build(ns.src, work, b, ns.len_1d, ns.len_2d, wanted, ns.first)
            else:
                try:
                    paths = build_livermore(ns.src, work, b, ns.section, wanted, ns.first)
                except ValueError as exc:  # lloops.c not laid out as the cut expects
                    print(f"{ns.src / 'lloops.c'}: error: {exc}", file=sys.stderr)
                    return 2
            for kernel in paths:
                rows.append(measure(paths[kernel], kernel, b))
                print(f"{kernel} {b} done", file=sys.stderr, flush=True)
    print(render(rows, builds))
    if ns.json_path:
        from csarules.fileio import write_atomic

        sizes = {"len_1d": ns.len_1d, "len_2d": ns.len_2d} if ns.suite == "tsvc" else \
            {"section": ns.section}
        doc = {"suite": ns.suite, **sizes, "builds": builds,
               "rows": [{**asdict(r), "std_over_oracle": r.std_over_oracle,
                         "std_over_static": r.std_over_static,
                         "static_over_oracle": r.static_over_oracle,
                         "linear_over_std": r.linear_over_std} for r in rows]}
        write_atomic(ns.json_path, json.dumps(doc, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
