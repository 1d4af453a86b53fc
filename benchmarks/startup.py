"""The fixed cost of one `csarules` process: what every command pays before its work.

    python benchmarks/startup.py                 # 7 runs of each command, both bytecode settings
    python benchmarks/startup.py --repeat 3 --json startup.json

Each command runs in a fresh `python -m csarules ...` process; the figures are its cpu
seconds (user + system, from wait4), the minimum and the median over `--repeat` runs
after one warm-up run (which fills the bytecode and rule caches). Two settings of
Python's bytecode cache: `cached` (the `.pyc` files are written and reused, as in any
installed copy; they go to a temporary PYTHONPYCACHEPREFIX, not the repository) and `off`
(PYTHONDONTWRITEBYTECODE=1: every run compiles csarules' sources again). csarules' own
cache of the parsed rules goes to a temporary XDG_CACHE_HOME, warm after the first run.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TINY = REPO / "examples" / "saxpy.ll"


def cpu_seconds(cmd: list[str], env: dict[str, str]) -> float:
    """user + system seconds of one process (and its children), which must succeed."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        raise SystemExit(f"{' '.join(cmd)}: exit {proc.returncode}: {err.strip()[:200]}")
    return usage.ru_utime + usage.ru_stime


def commands(out: Path) -> list[tuple[str, list[str]]]:
    cli = [sys.executable, "-m", "csarules"]
    return [
        ("python -c pass (the interpreter alone)", [sys.executable, "-c", "pass"]),
        ("csarules version", [*cli, "version"]),
        ("csarules --help", [*cli, "--help"]),
        ("csarules order --help", [*cli, "order", "--help"]),
        (f"csarules order {TINY.name} ({len(TINY.read_text().splitlines())} lines)",
         [*cli, "order", str(TINY), "-o", str(out)]),
    ]


def measure(repeat: int, bytecode: str, scratch: Path) -> list[dict]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(REPO)
    env["XDG_CACHE_HOME"] = str(scratch / "cache")
    if bytecode == "cached":
        env["PYTHONPYCACHEPREFIX"] = str(scratch / "pycache")
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    rows = []
    for label, cmd in commands(scratch / "out.ll"):
        cpu_seconds(cmd, env)  # warm-up: bytecode, rule cache, the OS's file cache
        times = sorted(cpu_seconds(cmd, env) for _ in range(repeat))
        rows.append({"command": label, "bytecode": bytecode, "min": times[0],
                     "median": statistics.median(times), "runs": repeat})
        print(f"| {label} | {bytecode} | {times[0]:.3f} | {statistics.median(times):.3f} |",
              flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--bytecode", default="cached,off",
                        help="comma-separated: cached, off (default both)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    print("| command | bytecode | min cpu s | median cpu s |\n|---|---|---:|---:|")
    rows: list[dict] = []
    with tempfile.TemporaryDirectory(prefix="csarules-startup-") as tmp:
        for bytecode in args.bytecode.split(","):
            rows += measure(args.repeat, bytecode, Path(tmp))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
