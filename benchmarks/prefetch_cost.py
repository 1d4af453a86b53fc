"""What software prefetches cost: each kernel `<base>_prefetch` next to `<base>`.

Every kernel of benchmarks/kernels/kernels.json named `<base>_prefetch` whose `<base>`
is a kernel too (the same loop with `__builtin_prefetch` calls added) is ordered in
each mode and simulated, as benchmarks/ordering_quality.py does: cycles of both, the
prefetches executed, races, and whether both end with the same memory and return
value. In the standard mode nothing waits for a prefetch (prefetch rule 1), so the
cycles should be the same; the linear mode chains prefetches like every other op.

    python benchmarks/prefetch_cost.py [--modes standard,linear] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from ordering_quality import load_kernels, run_mode  # noqa: E402

SUFFIX = "_prefetch"


def pairs(kernels: list[dict]) -> list[tuple[dict, dict]]:
    by_name = {k["name"]: k for k in kernels}
    return [(by_name[k["name"][: -len(SUFFIX)]], k) for k in kernels
            if k["name"].endswith(SUFFIX) and k["name"][: -len(SUFFIX)] in by_name]


def measure(modes: list[str]) -> list[dict]:
    rows = []
    for base, twin in pairs(load_kernels()):
        for mode in modes:
            run_b, res_b = run_mode(base, mode, 1, False)
            run_t, res_t = run_mode(twin, mode, 1, False)
            rows.append({
                "kernel": twin["name"], "base": base["name"], "mode": mode,
                "base_cycles": run_b.cycles, "cycles": run_t.cycles,
                "prefetches": res_t.dynamic["prefetches"],  # type: ignore[attr-defined]
                "races": run_t.races,
                "same_result": run_b.digest == run_t.digest
                and res_b.return_value == res_t.return_value,  # type: ignore[attr-defined]
            })
    return rows


def render(rows: list[dict]) -> str:
    head = (f"{'kernel':16} {'mode':9} {'base cyc':>8} {'cyc':>6} {'ratio':>6} "
            f"{'prefetches':>10} {'races':>5} {'same':>5}")
    lines = [head, "-" * len(head)]
    for r in rows:
        ratio = r["cycles"] / r["base_cycles"] if r["base_cycles"] > 0 else float("nan")
        lines.append(f"{r['kernel']:16} {r['mode']:9} {r['base_cycles']:>8} {r['cycles']:>6} "
                     f"{ratio:>6.3f} {r['prefetches']:>10} {r['races']:>5} "
                     f"{'yes' if r['same_result'] else 'NO':>5}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modes", default="standard,linear", help="comma-separated modes")
    parser.add_argument("--json", dest="json_path", help="also write the rows here")
    ns = parser.parse_args(argv)
    rows = measure(ns.modes.split(","))
    print(render(rows))
    if ns.json_path:
        sys.path.insert(0, str(HERE.parent))
        from csarules.fileio import write_atomic

        write_atomic(ns.json_path, json.dumps({"rows": rows}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
