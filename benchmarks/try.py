"""How long from a one-line edit of a rule to `csarules try`'s verdict?

The corpus: the benchmark kernels (benchmarks/kernels, arguments in kernels.json) and the
corpus files of tests/inputs/gen that have an arguments file beside them (`.ll.args`),
the first --files of them (default 20). The idea is examples/guarded_sides.dl, copied to a
scratch directory; each measured run first edits one line of it (the distance test,
alternately `>= sa` and `>= sa + 0`, so the rules file really changed and nothing cached
can be reused), then runs `csarules try` in a fresh process, as a user at a shell would,
and takes the wall time to its exit.

    python benchmarks/try.py [--files 20] [--jobs 1,2] [--repeat 1] [--seeds 3] [--quick]
                             [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
IDEA = ROOT / "examples" / "guarded_sides.dl"
_EDITED = "access_size(a, sa), m + ob - oa >= sa"


def corpus(count: int) -> list[Path]:
    kernels = sorted((HERE / "kernels").glob("*.ll"))
    extra = sorted(p for p in (ROOT / "tests" / "inputs" / "gen").glob("*.ll")
                   if p.with_name(p.name + ".args").is_file())
    return (kernels + extra)[:count]


def scratch_idea(directory: Path) -> Path:
    """The idea, including the shipped mode by its absolute path (it lives elsewhere)."""
    text = IDEA.read_text(encoding="utf-8")
    mode = ROOT / "rules" / "modes" / "standard.dl"
    text = text.replace('#include "../rules/modes/standard.dl"', f'#include "{mode}"')
    path = directory / "idea.dl"
    path.write_text(text, encoding="utf-8")
    return path


def edit_one_line(idea: Path, turn: int) -> None:
    text = idea.read_text(encoding="utf-8")
    text = text.replace(_EDITED + " + 0", _EDITED)
    if turn % 2:
        text = text.replace(_EDITED, _EDITED + " + 0", 1)
    idea.write_text(text, encoding="utf-8")


def timed_try(idea: Path, files: list[Path], jobs: int, seeds: int
              ) -> tuple[float, float, int, str]:
    """Wall seconds, CPU seconds (of csarules and its workers), exit status, verdict line."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    command = [sys.executable, "-m", "csarules", "try", str(idea), *map(str, files),
               "-j", str(jobs), "--seeds", str(seeds)]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=ROOT)
    seconds = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 1):
        raise SystemExit(f"csarules try failed ({done.returncode}): {done.stderr.strip()}")
    verdict = done.stdout.rstrip().splitlines()[-1]
    return seconds, cpu, done.returncode, verdict


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=20, help="corpus size (default 20)")
    parser.add_argument("--jobs", default="1,2", help="comma-separated -j values")
    parser.add_argument("--repeat", type=int, default=1, help="edits timed per -j value")
    parser.add_argument("--seeds", type=int, default=3, help="random schedules (try --seeds)")
    parser.add_argument("--quick", action="store_true", help="5 files, -j 1 only")
    parser.add_argument("--json", dest="json_path", help="also write the results here")
    ns = parser.parse_args(argv)
    count, jobs_list = (5, [1]) if ns.quick else (ns.files, [int(j) for j in
                                                             ns.jobs.split(",")])
    files = corpus(count)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        idea = scratch_idea(Path(tmp))
        turn = 0
        for jobs in jobs_list:
            for _ in range(ns.repeat):
                turn += 1
                edit_one_line(idea, turn)
                seconds, cpu, code, verdict = timed_try(idea, files, jobs, ns.seeds)
                rows.append({"jobs": jobs, "files": len(files), "seconds": round(seconds, 2),
                             "cpu_seconds": round(cpu, 2), "exit": code, "verdict": verdict})
    print(f"{'-j':>3} {'files':>5} {'seconds':>8} {'cpu s':>7}  verdict")
    for row in rows:
        print(f"{row['jobs']:>3} {row['files']:>5} {row['seconds']:>8.2f} "
              f"{row['cpu_seconds']:>7.2f}  {row['verdict']}")
    print(f"\ncorpus: {len(files)} files ({sum(1 for f in files if f.parent.name == 'kernels')}"
          f" kernels), {ns.seeds} random schedules per changed function, "
          f"cpus: {os.cpu_count()}, load: {os.getloadavg()[0]:.1f}")
    if ns.json_path:
        sys.path.insert(0, str(ROOT))
        from csarules.fileio import write_atomic

        doc = {"files": [str(f.relative_to(ROOT)) for f in files], "seeds": ns.seeds,
               "runs": rows, "cpus": os.cpu_count(), "load": os.getloadavg()[0]}
        write_atomic(ns.json_path, json.dumps(doc, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
