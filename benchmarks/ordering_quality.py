"""How good is each ordering mode? Cycles, races and edges per kernel, against the oracle.

For every kernel of benchmarks/kernels/kernels.json and every ordering mode, the
kernel is ordered, simulated (`csarules.sim.simulate`) and compared with the
oracle (perfect run-time disambiguation, the lower bound of any correct
ordering) and with the static limit (the same run ordered by only the pairs that
really conflicted in it, `sim --edge-profile`: the lower bound of any static
ordering). A mode is correct on a kernel when the run has no race.

    python benchmarks/ordering_quality.py [--modes linear,race,standard] [--kernels a,b]
                                          [--json FILE] [--seed N] [--full]

--full runs the kernels that have `bench_args` (the LU kernels: 40x40) at that size;
by default every kernel runs with its small `args`, as the tests do.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from csarules.errors import CsaError  # noqa: E402
from csarules.expand.expand import expand_module  # noqa: E402
from csarules.ir.reader import parse_module, read_module  # noqa: E402
from csarules.sim import simulate  # noqa: E402
from csarules.sim.argsfile import SimSetup, setups_for  # noqa: E402

KERNELS = HERE / "kernels"


@dataclass
class ModeRun:
    mode: str
    cycles: int
    races: int
    edges: int  # ordering edges the mode emitted
    matches_random: bool | None  # random schedule gave the sequential result (None: not run)
    error: str = ""
    digest: str = ""  # final memory of the sequential run


@dataclass
class KernelRow:
    kernel: str
    loop_carried: bool
    oracle_cycles: int
    instructions: int
    modes: dict[str, ModeRun] = field(default_factory=dict)
    static_limit: int = -1  # cycles; -1: not measured


def load_kernels(names: list[str] | None = None, full: bool = False) -> list[dict]:
    """The kernels of kernels.json; `full`: with their benchmark-size `bench_args`."""
    doc = json.loads((KERNELS / "kernels.json").read_text())
    kernels = doc["kernels"]
    if full:
        kernels = [{**k, "args": k.get("bench_args", k["args"])} for k in kernels]
    if names:
        unknown = sorted(set(names) - {k["name"] for k in kernels})
        if unknown:
            raise SystemExit(f"unknown kernel(s): {', '.join(unknown)}")
        kernels = [k for k in kernels if k["name"] in names]
    return kernels


def available_modes() -> list[str]:
    from csarules.rules_dir import available_modes as modes

    return modes()


def kernel_setup(kernel: dict) -> SimSetup:
    """The kernel's arguments and externs, as `csarules sim` and `try` read them."""
    return setups_for(KERNELS / kernel["file"])[kernel["entry"]]


def kernel_args(kernel: dict) -> dict[str, str] | list[str]:
    return kernel_setup(kernel).args


def run_mode(kernel: dict, mode: str, seed: int, random_check: bool) -> tuple[ModeRun, object]:
    from csarules.order.pipeline import derive, materialise_outcome

    # loop builtins expanded first, as `csarules order` does (the *_par kernels)
    module = expand_module(read_module(KERNELS / kernel["file"])).module
    # a mode ending in .dl is a rules file to try (see --rules)
    outcome = derive(module, rules=mode) if mode.endswith(".dl") else derive(module, mode)
    edges = sum(len(fe.emitted) for fe in outcome.functions.values())
    ordered = parse_module(materialise_outcome(outcome), f"{kernel['file']} ({mode})")
    setup = kernel_setup(kernel)
    args, externs = setup.args, setup.externs
    res = simulate(ordered, kernel["entry"], args, externs=externs, sections_from=module)
    matches: bool | None = None
    if random_check:
        rnd = simulate(ordered, kernel["entry"], args, externs=externs, schedule="random",
                       seed=seed, sections_from=module)
        matches = rnd.matches_sequential
    return ModeRun(mode, res.cycles, res.race_count, edges, matches,
                   digest=res.final_memory_digest), res


def static_limit_of(kernel: dict) -> int:
    """The kernel's static limit (the same for every mode: it depends on the run alone)."""
    from csarules.sim.edgeprofile import static_limit

    module = expand_module(read_module(KERNELS / kernel["file"])).module
    setup = kernel_setup(kernel)
    return static_limit(module, kernel["entry"], setup.args, externs=setup.externs).cycles


def evaluate(kernels: list[dict], modes: list[str], seed: int = 1,
             random_check: bool = True, limits: bool = True) -> list[KernelRow]:
    rows: list[KernelRow] = []
    for kernel in kernels:
        row: KernelRow | None = None
        for mode in modes:
            try:
                run, res = run_mode(kernel, mode, seed, random_check)
            except CsaError as exc:
                run, res = ModeRun(mode, -1, -1, -1, None, exc.render()), None
            if row is None and res is not None:
                row = KernelRow(kernel["name"], bool(kernel.get("loop_carried")),
                                res.oracle_cycles,  # type: ignore[attr-defined]
                                res.dynamic["instructions"])  # type: ignore[attr-defined]
            if row is None:
                row = KernelRow(kernel["name"], bool(kernel.get("loop_carried")), -1, -1)
            row.modes[mode] = run
        assert row is not None
        if limits:
            try:
                row.static_limit = static_limit_of(kernel)
            except CsaError:
                row.static_limit = -1
        rows.append(row)
    return rows


def geomean_over_oracle(rows: list[KernelRow], mode: str) -> float | None:
    """Geometric mean of cycles/oracle over the kernels the mode ran race-free."""
    ratios = [
        row.modes[mode].cycles / row.oracle_cycles
        for row in rows
        if mode in row.modes and not row.modes[mode].error and row.modes[mode].races == 0
        and row.oracle_cycles > 0
    ]
    if not ratios:
        return None
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios))


def geomean_over_static_limit(rows: list[KernelRow], mode: str) -> float | None:
    """Geometric mean of cycles/static limit over the kernels the mode ran race-free: how
    much a better rule could still gain."""
    ratios = [
        row.modes[mode].cycles / row.static_limit
        for row in rows
        if mode in row.modes and not row.modes[mode].error and row.modes[mode].races == 0
        and row.static_limit > 0
    ]
    if not ratios:
        return None
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios))


def summary(rows: list[KernelRow], modes: list[str]) -> dict[str, dict[str, object]]:
    out: dict[str, dict[str, object]] = {}
    for m in modes:
        runs = [row.modes[m] for row in rows if m in row.modes]
        out[m] = {
            "race_free_kernels": sum(1 for r in runs if not r.error and r.races == 0),
            "kernels": len(runs),
            "edges": sum(r.edges for r in runs if not r.error),
            "geomean_over_oracle": geomean_over_oracle(rows, m),
            "geomean_over_static_limit": geomean_over_static_limit(rows, m),
        }
    return out


def render(rows: list[KernelRow], modes: list[str]) -> str:
    head = f"{'kernel':14} {'oracle':>7} {'static':>7}"
    for m in modes:
        head += f" | {m + ' cyc':>13} {'races':>5} {'edges':>5} {'rand':>4}"
    lines = [head, "-" * len(head)]
    for row in rows:
        static = str(row.static_limit) if row.static_limit >= 0 else "-"
        line = (f"{row.kernel + ('*' if row.loop_carried else ''):14} {row.oracle_cycles:>7} "
                f"{static:>7}")
        for m in modes:
            r = row.modes[m]
            if r.error:
                line += f" | {'error':>13} {'':>5} {'':>5} {'':>4}"
                continue
            rand = "-" if r.matches_random is None else ("ok" if r.matches_random else "BAD")
            line += f" | {r.cycles:>13} {r.races:>5} {r.edges:>5} {rand:>4}"
        lines.append(line)
    lines.append("")
    for m, figures in summary(rows, modes).items():
        gm = figures["geomean_over_oracle"]
        gm_text = "-" if gm is None else f"{gm:.3f}"
        gs = figures["geomean_over_static_limit"]
        gs_text = "-" if gs is None else f"{gs:.3f}"
        lines.append(
            f"{m}: race-free on {figures['race_free_kernels']}/{figures['kernels']} kernels, "
            f"{figures['edges']} edges, geomean cycles/oracle over race-free kernels {gm_text}, "
            f"cycles/static limit {gs_text}"
        )
    lines.append("")
    lines.append("* loop-carried dependence (kernels.json); static: the static limit (the run "
                 "ordered by the pairs that really conflicted in it); cycles: simulated cycles "
                 "of the ordered kernel; rand: a random legal schedule reproduces the "
                 "sequential result")
    for row in rows:
        for m in modes:
            if row.modes[m].error:
                lines.append(f"{row.kernel} ({m}): {row.modes[m].error}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modes", help="comma-separated (default: every mode in rules/modes)")
    parser.add_argument("--kernels", help="comma-separated kernel names (default: all)")
    parser.add_argument("--json", dest="json_path", help="also write the results here")
    parser.add_argument(
        "--rules", action="append", default=[],
        help="a Datalog program to compare with the modes (repeatable), e.g. one that "
        "includes rules/modes/standard.dl and adds a relaxation",
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the random schedule")
    parser.add_argument("--no-random", action="store_true", help="skip the random schedule")
    parser.add_argument("--no-static-limit", action="store_true",
                        help="skip the static limit (a profile run, the rules and a "
                        "simulation more per kernel)")
    parser.add_argument("--full", action="store_true",
                        help="use the kernels' bench_args (full benchmark sizes) where given")
    ns = parser.parse_args(argv)
    modes = (ns.modes.split(",") if ns.modes else available_modes()) + list(ns.rules)
    kernels = load_kernels(ns.kernels.split(",") if ns.kernels else None, ns.full)
    rows = evaluate(kernels, modes, ns.seed, not ns.no_random, not ns.no_static_limit)
    print(render(rows, modes))
    if ns.json_path:
        from csarules.fileio import write_atomic

        doc = {
            "modes": modes,
            "seed": ns.seed,
            "summary": summary(rows, modes),
            "kernels": [asdict(r) for r in rows],
        }
        write_atomic(ns.json_path, json.dumps(doc, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
