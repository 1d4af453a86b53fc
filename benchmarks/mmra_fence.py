"""What MMRA tags buy: each tagged benchmark kernel against the same kernel stripped of tags.

For every kernel of benchmarks/kernels/kernels.json whose IR carries `!mmra`, the kernel is
ordered as it is and with its `!mmra` attachments removed, in each mode, and simulated:
cycles, the oracle, races, emitted edges and the pairs released by the tags. Cycles are
simulated, so the figures do not depend on the machine; `random` says whether a random
legal schedule reproduces the sequential result.

    python benchmarks/mmra_fence.py [--modes standard,linear] [--n 256,1024] [--quick]
                                    [--json FILE]

Each kernel runs with its kernels.json arguments (as the tests do) and, unless --quick,
with the loop count and the arrays it walks resized to each --n.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))

from csarules.ir.reader import parse_module  # noqa: E402
from csarules.sim import simulate  # noqa: E402

KERNELS = HERE / "kernels"
_ATTACHMENT = re.compile(r",\s*!mmra\s+![-\w.]+")


@dataclass
class Run:
    kernel: str
    n: int
    tags: str  # "tagged" or "stripped"
    mode: str
    cycles: int
    oracle: int
    races: int
    edges: int
    released: int  # pairs released by the mmra relaxation
    random_ok: bool  # a random legal schedule gives the sequential result


def strip_tags(text: str) -> str:
    """The module without its `!mmra` attachments (the metadata nodes stay, unused)."""
    return _ATTACHMENT.sub("", text)


def tagged_kernels() -> list[dict]:
    doc = json.loads((KERNELS / "kernels.json").read_text())
    return [k for k in doc["kernels"] if "!mmra" in (KERNELS / k["file"]).read_text()]


def kernel_args(kernel: dict, n: int | None = None) -> dict[str, str]:
    """In IR argument order; with `n`, the count `n` and the buffers of as many elements
    as the kernels.json count (the arrays the loop walks) resized to n."""
    args = {name: kernel["args"][name] for name in kernel["arg_order"]}
    if n is None:
        return args
    walked = f"[{args['n']}]"
    return {name: str(n) if name == "n" else spec.replace(walked, f"[{n}]")
            for name, spec in args.items()}


def run(kernel: dict, text: str, tags: str, mode: str, n: int | None = None) -> Run:
    from csarules.order.pipeline import derive, materialise_outcome

    module = parse_module(text, f"{kernel['file']} ({tags})")
    outcome = derive(module, mode)
    edges = sum(len(fe.emitted) for fe in outcome.functions.values())
    released = sum(1 for fe in outcome.functions.values() for p in fe.released
                   if p.why == "mmra")
    ordered = parse_module(materialise_outcome(outcome), module.path)
    args, externs = kernel_args(kernel, n), tuple(kernel.get("externs", ()))
    res = simulate(ordered, kernel["entry"], args, externs=externs)
    rnd = simulate(ordered, kernel["entry"], args, externs=externs, schedule="random", seed=1)
    return Run(kernel["name"], int(args.get("n", 0)), tags, mode, res.cycles,
               res.oracle_cycles, res.race_count, edges, released, rnd.matches_sequential)


def measure(modes: list[str], sizes: list[int | None]) -> list[Run]:
    runs = []
    for kernel in tagged_kernels():
        text = (KERNELS / kernel["file"]).read_text()
        for n in sizes:
            for mode in modes:
                for tags, variant in (("tagged", text), ("stripped", strip_tags(text))):
                    runs.append(run(kernel, variant, tags, mode, n))
    return runs


def render(runs: list[Run]) -> str:
    lines = ["| kernel | n | mode | tags | cycles | oracle | races | random | edges "
             "| released (mmra) |",
             "|---|---:|---|---|---:|---:|---:|---|---:|---:|"]
    for r in runs:
        lines.append(f"| {r.kernel} | {r.n} | {r.mode} | {r.tags} | {r.cycles} | {r.oracle} "
                     f"| {r.races} | {'ok' if r.random_ok else 'BAD'} | {r.edges} "
                     f"| {r.released} |")
    by_key = {(r.kernel, r.n, r.mode, r.tags): r for r in runs}
    lines.append("")
    for r in runs:
        if r.tags == "tagged":
            stripped = by_key[(r.kernel, r.n, r.mode, "stripped")]
            lines.append(f"{r.kernel} n={r.n} {r.mode}: stripped/tagged cycles "
                         f"{stripped.cycles / r.cycles:.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modes", default="standard,linear", help="comma-separated modes")
    parser.add_argument("--n", default="256",
                        help="comma-separated larger counts to run besides kernels.json's")
    parser.add_argument("--quick", action="store_true", help="only kernels.json's arguments")
    parser.add_argument("--json", dest="json_path", help="also write the results here")
    ns = parser.parse_args(argv)
    sizes: list[int | None] = [None]
    if not ns.quick:
        sizes += [int(x) for x in ns.n.split(",") if x]
    runs = measure(ns.modes.split(","), sizes)
    print(render(runs))
    if ns.json_path:
        from csarules.fileio import write_atomic

        write_atomic(Path(ns.json_path), json.dumps([asdict(r) for r in runs], indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
