"""Real C projects as a user orders them: configured by their own build files, then
`csarules order --compdb build/compile_commands.json -d OUT -j N`.

    python benchmarks/projects.py --src DIR --work DIR [--jobs 1,2] [--only zlib,lua]
                                  [--json FILE]

--src holds the projects' sources as their users fetch them (nothing is downloaded, and
nothing of them goes into this repository): DIR/zlib (a zlib release or clone, built with
its CMakeLists.txt), DIR/zstd (built with build/cmake) and DIR/lua (Lua 5.4's sources with
their plain makefile: its compile database is written by `bear -- make`, Debian's
`bear`). --work holds the build directories and the outputs (outside the repository).

For each project and each -j: the outputs are removed, `order --compdb` runs once from
scratch (files, IR lines ordered, wall seconds, cpu seconds of the command, its workers
and its compiles, wall seconds per 1,000 IR lines, peak MiB of the largest process among
the command and its workers, failures), then once more with nothing changed (the re-run's
wall seconds: every source compiled again, nothing ordered). Wall time on a machine
shared with other work measures that work too; cpu seconds hardly.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from scale import child_env, run_csarules, warm_up  # noqa: E402

CLANG = "clang-19"


@dataclass
class Row:
    project: str
    jobs: int
    files: int
    ir_lines: int
    seconds: float
    cpu: float  # user + system of the command, its workers and compiles
    per_k_lines: float
    peak_mib: float
    failures: int
    rerun_seconds: float
    rerun_ordered: int
    skipped: str  # entries not ordered: a source compiled again, assembly
    status: str


def _run(args: list[str], cwd: Path | None = None) -> None:
    done = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-15:])
        raise SystemExit(f"failed: {' '.join(args)}\n{tail}")


def _cmake(source: Path, build: Path, extra: list[str]) -> Path:
    db = build / "compile_commands.json"
    if not db.is_file():
        _run(["cmake", "-S", str(source), "-B", str(build), f"-DCMAKE_C_COMPILER={CLANG}",
              "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", *extra])
    return db


def configure_zlib(src: Path, work: Path) -> Path:
    return _cmake(src / "zlib", work / "zlib-build", [])


def configure_zstd(src: Path, work: Path) -> Path:
    return _cmake(src / "zstd" / "build" / "cmake", work / "zstd-build", [])


def configure_lua(src: Path, work: Path) -> Path:
    """Lua's makefile builds in its source directory: a copy of the sources is built in
    --work, its commands recorded by bear (`make o`: the objects, no link)."""
    tree = work / "lua-build"
    db = tree / "compile_commands.json"
    if db.is_file():
        return db
    if shutil.which("bear") is None:
        raise SystemExit("bear is not on PATH (apt-get install bear): Lua's makefile "
                         "writes no compile database of its own")
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(src / "lua", tree, ignore=shutil.ignore_patterns(".git", "testes",
                                                                     "manual", "*.o"))
    _run(["bear", "--output", str(db), "--", "make", "o", f"CC={CLANG}", "-j2"], cwd=tree)
    return db


PROJECTS = {"zlib": configure_zlib, "zstd": configure_zstd, "lua": configure_lua}


def ir_lines(out: Path) -> int:
    total = 0
    for path in (out / ".csarules" / "ir").rglob("*.ll"):
        with path.open("rb") as handle:
            total += sum(1 for _ in handle)
    return total


def measure(name: str, db: Path, work: Path, jobs: int, timeout: float) -> Row:
    out = work / f"{name}-ordered-j{jobs}"
    summary = work / f"{name}-summary-j{jobs}.json"
    shutil.rmtree(out, ignore_errors=True)
    args = ["order", "--compdb", str(db), "-d", str(out), "-j", str(jobs),
            "--summary-json", str(summary)]
    seconds, cpu, peak, code, err = run_csarules(args, timeout)
    if code is None or not summary.is_file():
        return Row(name, jobs, 0, 0, seconds, cpu, 0.0, peak, -1, 0.0, 0, "",
                   "timeout" if code is None else f"exit {code}: {err.strip()[:200]}")
    doc = json.loads(summary.read_text())
    lines = ir_lines(out)
    rerun, _, _, rerun_code, _ = run_csarules(args, timeout)
    again = json.loads(summary.read_text())
    skipped = doc["skipped_entries"]
    return Row(name, jobs, doc["files"], lines, seconds, cpu, seconds / max(lines, 1) * 1000,
               peak, doc["failed"], rerun, again["ordered"],
               f"{len(skipped['repeated'])} again, {len(skipped['not_c_or_cxx'])} not C",
               "ok" if code == 0 and rerun_code == 0 else f"exit {code}/{rerun_code}")


HEAD = ("| project | -j | files | IR lines | wall s | cpu s | wall s per 1k lines | peak MiB "
        "| failures | re-run wall s (ordered) | entries skipped |\n"
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")


def row_text(row: Row) -> str:
    return (f"| {row.project} | {row.jobs} | {row.files} | {row.ir_lines:,} | "
            f"{row.seconds:.1f} | {row.cpu:.1f} | {row.per_k_lines:.2f} | {row.peak_mib:.0f} | "
            f"{row.failures} | {row.rerun_seconds:.1f} ({row.rerun_ordered}) | "
            f"{row.skipped} |" + ("" if row.status == "ok" else f" {row.status}"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src", type=Path, required=True,
                        help="directory holding zlib/, zstd/ and lua/")
    parser.add_argument("--work", type=Path, required=True,
                        help="build directories and outputs (outside the repository)")
    parser.add_argument("--jobs", default="1,2")
    parser.add_argument("--only", default=",".join(PROJECTS))
    parser.add_argument("--timeout", type=float, default=7200.0)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    child_env(args.work, cold=False)
    warm_up(["embedded"], args.work)
    rows = []
    print(HEAD, flush=True)
    for name in args.only.split(","):
        db = PROJECTS[name](args.src.resolve(), args.work.resolve())
        for jobs in (int(j) for j in args.jobs.split(",")):
            rows.append(measure(name, db, args.work, jobs, args.timeout))
            print(row_text(rows[-1]), flush=True)
    if args.json:
        args.json.write_text(json.dumps([asdict(r) for r in rows], indent=2) + "\n")
    return 0 if all(r.status == "ok" and r.failures == 0 for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
