"""Engine benchmarks: time and peak memory of transitive closure and an ordering-like program.

    python benchmarks/engine.py [--quick] [--json FILE] [--engines embedded,embedded+prov,souffle]

Each measurement runs in a fresh subprocess so that its peak RSS (getrusage) is its own
(for Soufflé: the souffle process's). `core s` is the evaluation alone: for Soufflé the
souffle process, without our writing of facts and reading of outputs.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

TC = """
.decl edge(x:number, y:number)
.input edge
.decl path(x:number, y:number)
.output path
path(x, y) :- edge(x, y).
path(x, z) :- edge(x, y), path(y, z).
"""


def tc_case(size: int):
    from csarules.engine import parse_program

    return parse_program(TC, "tc.dl"), {"edge": [(i, i + 1) for i in range(size)]}


def ordering_case(size: int):
    """`size` blocks in a chain with a loop back every 10 blocks, 4 instructions each,
    3 of them memory operations on 8 objects."""
    from csarules.engine import load_program

    rng = random.Random(size)
    cfg = [(b, b + 1) for b in range(size - 1)]
    cfg += [(b, b - 9) for b in range(9, size, 10)]
    instr, mem, i = [], [], 0
    for b in range(size):
        for pos in range(4):
            instr.append((i, b, pos))
            if pos:
                mem.append((i, rng.choice(["load", "load", "store"]), rng.randrange(8)))
            i += 1
    facts = {"block": [(b,) for b in range(size)], "cfg": cfg, "instr": instr, "mem": mem}
    return load_program(HERE / "ordering_like.dl"), facts


CASES = {"tc-chain": tc_case, "ordering-like": ordering_case}


def measure(case: str, size: int, engine: str) -> dict:
    """Run one measurement in this process (called in a child)."""
    from csarules.engine import make_engine

    program, facts = CASES[case](size)
    if engine == "souffle":
        runner = make_engine("souffle")
    else:
        runner = make_engine(provenance=engine == "embedded+prov")
    start, cpu_start = time.perf_counter(), _cpu()
    result = runner.run(program, facts)
    elapsed, cpu = time.perf_counter() - start, _cpu() - cpu_start
    tuples = sum(len(result.relation(name)) for name in program.outputs)
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if engine == "souffle":
        peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # For Soufflé, `seconds` includes writing facts and reading outputs in Python;
    # `core_seconds` is the souffle process alone.
    core = result.stats.get("souffle_time", elapsed)
    return {"case": case, "size": size, "engine": engine, "output_tuples": tuples,
            "seconds": round(elapsed, 3), "core_seconds": round(core, 3),
            "cpu_seconds": round(cpu, 3),
            "peak_mib": round(peak_kib / 1024, 1)}


def _cpu() -> float:
    """CPU seconds of this process and its finished children (souffle): unlike wall time,
    hardly changed by other jobs on a busy machine."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def run_child(case: str, size: int, engine: str) -> dict:
    done = subprocess.run([sys.executable, __file__, "--one", case, str(size), engine],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return {"case": case, "size": size, "engine": engine, "error": done.stderr.strip()[-300:]}
    return json.loads(done.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small sizes only")
    parser.add_argument("--json", help="also write the measurements to this file")
    parser.add_argument("--engines", default=None,
                        help="comma-separated: embedded, embedded+prov, souffle")
    parser.add_argument("--one", nargs=3, metavar=("CASE", "SIZE", "ENGINE"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        case, size, engine = args.one
        print(json.dumps(measure(case, int(size), engine)))
        return 0
    engines = args.engines.split(",") if args.engines else ["embedded", "embedded+prov"] + (
        ["souffle"] if shutil.which("souffle") else [])
    sizes = {"tc-chain": [300, 1000] if args.quick else [1000, 3000],
             "ordering-like": [20, 50] if args.quick else [50, 100, 200, 400]}
    rows = []
    header = (f"{'case':<14} {'size':>6} {'engine':<14} {'tuples':>9} {'seconds':>8} "
              f"{'core s':>8} {'cpu s':>8} {'peak MiB':>9}")
    print(header)
    print("-" * len(header))
    for case, case_sizes in sizes.items():
        for size in case_sizes:
            for engine in engines:
                row = run_child(case, size, engine)
                rows.append(row)
                if "error" in row:
                    print(f"{case:<14} {size:>6} {engine:<14} error: {row['error']}")
                else:
                    print(f"{case:<14} {size:>6} {engine:<14} {row['output_tuples']:>9} "
                          f"{row['seconds']:>8.2f} {row['core_seconds']:>8.2f} "
                          f"{row['cpu_seconds']:>8.2f} "
                          f"{row['peak_mib']:>9.1f}", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
