"""What LLVM's own alias knowledge (rules/alias.dl: TBAA, scoped noalias, calls writing
errno only, calls through their arguments) buys the standard mode on real clang output.

Every kernel of benchmarks/kernels is compiled as a user would, without `restrict`
(`-Drestrict=`), by clang-19 -O2 (vectoriser on) and by clang-19 -O2 -fno-vectorize
-fno-slp-vectorize -fno-unroll-loops, then ordered by the standard mode with alias.dl and
without it (`without_llvm_aa.dl`), and simulated where the simulator runs the IR. Prints
required pairs, emitted edges, cycles against the oracle, and races.

    python benchmarks/alias_gain.py [--kernels a,b] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from benchmarks.ordering_quality import KERNELS, kernel_args, load_kernels  # noqa: E402
from csarules.errors import CsaError  # noqa: E402
from csarules.ir.reader import parse_module, read_module  # noqa: E402
from csarules.sim import simulate  # noqa: E402

WITHOUT = HERE / "without_llvm_aa.dl"
BUILDS = {
    "O2": ["-O2"],
    "O2-novec": ["-O2", "-fno-vectorize", "-fno-slp-vectorize", "-fno-unroll-loops"],
}
COMMON = ["-S", "-emit-llvm", "-g0", "--target=x86_64-linux-gnu", "-Drestrict="]


@dataclass
class Ordering:
    required: int  # required pairs (with their contexts)
    carried: int  # of which loop-carried
    emitted: int
    cycles: int  # -1: the simulator cannot run this IR
    races: int
    oracle: int
    note: str = ""


@dataclass
class Row:
    kernel: str
    build: str
    without: Ordering
    with_aa: Ordering


def order_and_run(path: Path, kernel: dict, rules: Path | None) -> Ordering:
    from csarules.order.pipeline import derive, materialise_outcome

    module = read_module(path)
    outcome = derive(module, rules=rules) if rules else derive(module, "standard")
    required = {(p.src, p.dst, p.ctx) for fe in outcome.functions.values()
                for p in fe.required}
    emitted = sum(len(fe.emitted) for fe in outcome.functions.values())
    carried = sum(1 for *_, ctx in required if ctx)
    try:
        ordered = parse_module(materialise_outcome(outcome), str(path))
        res = simulate(ordered, kernel["entry"], kernel_args(kernel),
                       externs=tuple(kernel.get("externs", ())), sections_from=module)
        return Ordering(len(required), carried, emitted, res.cycles, res.race_count,
                        res.oracle_cycles)
    except CsaError as exc:
        return Ordering(len(required), carried, emitted, -1, -1, -1,
                        exc.render().split(": error: ")[-1][:60])


def compile_kernel(src: Path, flags: list[str], out: Path) -> None:
    subprocess.run(["clang-19", *flags, *COMMON, src.name, "-o", str(out)], cwd=src.parent,
                   check=True, capture_output=True)


def measure(names: list[str] | None) -> list[Row]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for kernel in load_kernels(names):
            for build, flags in BUILDS.items():
                ll = Path(tmp) / f"{kernel['name']}.{build}.ll"
                compile_kernel(KERNELS / kernel["source"], flags, ll)
                rows.append(Row(kernel["name"], build, order_and_run(ll, kernel, WITHOUT),
                                order_and_run(ll, kernel, None)))
    return rows


def _cycles(o: Ordering) -> str:
    return f"{o.cycles}" if o.cycles >= 0 else "n/a"


def render(rows: list[Row]) -> str:
    out = ["| kernel | build | required (carried) without | with | emitted without | with "
           "| cycles without | with | oracle | races with |",
           "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        w, a = r.without, r.with_aa
        out.append(f"| {r.kernel} | {r.build} | {w.required} ({w.carried}) | {a.required} "
                   f"({a.carried}) | {w.emitted} | {a.emitted} | {_cycles(w)} | {_cycles(a)} "
                   f"| {a.oracle if a.oracle >= 0 else 'n/a'} "
                   f"| {a.races if a.races >= 0 else 'n/a'} |")
    for build in BUILDS:
        part = [r for r in rows if r.build == build]
        req = (sum(r.without.required for r in part), sum(r.with_aa.required for r in part))
        car = (sum(r.without.carried for r in part), sum(r.with_aa.carried for r in part))
        emi = (sum(r.without.emitted for r in part), sum(r.with_aa.emitted for r in part))
        out.append(f"\n{build}: required pairs {req[0]} -> {req[1]} "
                   f"({100 * (req[0] - req[1]) / max(req[0], 1):.1f}% fewer), carried "
                   f"{car[0]} -> {car[1]}, emitted edges {emi[0]} -> {emi[1]}")
    notes = sorted({f"{r.kernel} {r.build}: {r.with_aa.note}" for r in rows if r.with_aa.note})
    if notes:
        out.append("\nnot simulated: " + "; ".join(notes))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    parser.add_argument("--json", type=Path, help="also write the measurements here")
    args = parser.parse_args(argv)
    if shutil.which("clang-19") is None:
        print("alias_gain.py: clang-19 not found", file=sys.stderr)
        return 2
    rows = measure(args.kernels.split(",") if args.kernels else None)
    print(render(rows))
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in rows], indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
