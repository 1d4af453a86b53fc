"""Litmus benchmark: time per test and per candidate execution on tests/litmus.

    python benchmarks/litmus.py [--json FILE] [--unbatched] [--engine embedded|souffle]

`seconds` is the judgement of every candidate (enumeration, facts, engine runs, reading
the results back), batched as `csarules litmus` does; `ms/cand` divides it by the number
of candidates. `--unbatched` also times one engine run per candidate, the cost the
execution-id column saves.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

SUITE = HERE.parent / "tests" / "litmus"


def measure(path: Path, engine: str, unbatched: bool) -> dict:
    from csarules.litmus.judge import judge
    from csarules.litmus.parse import read_litmus
    from csarules.litmus.report import summarize

    test = read_litmus(path)
    start = time.perf_counter()
    judgement = judge(test, engine)
    seconds = time.perf_counter() - start
    summary = summarize(test, judgement)
    row = {
        "test": f"{path.parent.name}/{path.stem}",
        "candidates": summary.candidates,
        "allowed": summary.allowed,
        "verdict": summary.verdict,
        "runs": judgement.runs,
        "seconds": round(seconds, 4),
        "ms_per_candidate": round(1000 * seconds / summary.candidates, 3),
    }
    if unbatched:
        start = time.perf_counter()
        judge(test, engine, batch_size=1)
        row["unbatched_seconds"] = round(time.perf_counter() - start, 4)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the rows to this file")
    parser.add_argument("--unbatched", action="store_true",
                        help="also time one engine run per candidate")
    parser.add_argument("--engine", default="embedded")
    args = parser.parse_args()
    from csarules.litmus.judge import amdgpu_program

    amdgpu_program()  # parse the rules once, outside the timings
    rows = [measure(p, args.engine, args.unbatched) for p in sorted(SUITE.glob("*/*.ll"))]
    header = f"{'test':<46} {'cands':>6} {'allowed':>7} {'verdict':<9} {'seconds':>8} " \
             f"{'ms/cand':>8}" + (f" {'unbatched s':>11}" if args.unbatched else "")
    print(header)
    for r in rows:
        line = f"{r['test']:<46} {r['candidates']:>6} {r['allowed']:>7} {r['verdict']:<9} " \
               f"{r['seconds']:>8.3f} {r['ms_per_candidate']:>8.2f}"
        if args.unbatched:
            line += f" {r['unbatched_seconds']:>11.3f}"
        print(line)
    total_s = sum(r["seconds"] for r in rows)
    total_c = sum(r["candidates"] for r in rows)
    summary = f"{'total':<46} {total_c:>6} {'':>7} {'':<9} {total_s:>8.3f} " \
              f"{1000 * total_s / total_c:>8.2f}"
    if args.unbatched:
        summary += f" {sum(r['unbatched_seconds'] for r in rows):>11.3f}"
    print(summary)
    if args.json:
        Path(args.json).write_text(json.dumps({"engine": args.engine, "rows": rows},
                                              indent=2) + "\n")


if __name__ == "__main__":
    main()
