"""How `csarules order` scales: a real C project file by file, and generated modules of
growing size, with the embedded engine and (where a `souffle` binary is on PATH) Soufflé.

    python benchmarks/scale.py --source LUA_SRC_DIR            # Lua 5.4, see README
    python benchmarks/scale.py --ir-dir DIR                    # .ll files already built
    python benchmarks/scale.py --quick                         # generated 1k only
    python benchmarks/scale.py --sizes 1000,10000 --nest-sizes '' --json scale.json
    python benchmarks/scale.py --source LUA_SRC_DIR --module-jobs 1,2 --only-module-jobs

Each `order` runs in its own subprocess (`python -m csarules order FILE -o OUT`); its
seconds are wall-clock, `cpu s` its user+system time, `peak MiB` the largest resident
set of it and its children (the souffle process with `--engine souffle`). Nothing is
downloaded: the C sources are a directory the user has (benchmarks/README.md says how to
get Lua's); they are compiled with clang-19 -O2 into --build (outside the repository).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from scale_gen import generate  # noqa: E402

_MEMORY_OPCODES = {"load", "store", "atomicrmw", "cmpxchg", "fence", "call", "invoke"}


@dataclass
class Run:
    case: str          # the file's name, or gen-<shape>-<lines>
    engine: str
    ir_lines: int
    memops: int
    seconds: float
    cpu: float
    peak_mib: float
    status: str        # ok, error (exit status and first line), timeout
    same: bool | None = None  # output equal to the embedded engine's


def compile_sources(source: Path, build: Path, exclude: set[str], cflags: list[str],
                    clang: str, only: set[str] | None = None) -> list[Path]:
    """Every .c of `source` (but `exclude`; with `only`, those alone) as clang -O2 IR in
    `build`; up-to-date ones are kept."""
    build.mkdir(parents=True, exist_ok=True)
    out = []
    for c_file in sorted(source.glob("*.c")):
        if c_file.name in exclude or (only is not None and c_file.name not in only):
            continue
        ll = build / (c_file.stem + ".ll")
        if not ll.exists() or ll.stat().st_mtime < c_file.stat().st_mtime:
            done = subprocess.run([clang, "-O2", "-S", "-emit-llvm", "-w", *cflags,
                                   "-I", str(source), str(c_file), "-o", str(ll)],
                                  capture_output=True, text=True)
            if done.returncode:
                print(f"skipped {c_file.name}: {done.stderr.strip().splitlines()[-1:]}",
                      file=sys.stderr)
                continue
        out.append(ll)
    return out


def measure_size(path: Path) -> tuple[int, int]:
    """IR lines, and the instructions that may touch memory (loads, stores, atomics,
    fences, calls: what the ordering considers)."""
    from csarules.ir.reader import read_module

    module = read_module(path)
    memops = sum(inst.opcode in _MEMORY_OPCODES
                 for func in module.functions for inst in func.instructions())
    return len(module.lines), memops


def _defines_functions(path: Path) -> bool:
    """A module with no definition (only tables: Lua's lctype, lopcodes) has nothing to
    order (`order` writes it unchanged): timing it would time reading alone."""
    if "\ndefine " in "\n" + path.read_text(errors="replace"):
        return True
    print(f"skipped {path.name}: no function definitions", file=sys.stderr)
    return False


_CHILD_ENV: dict[str, str] = {}  # set by child_env()


def child_env(work: Path, cold: bool) -> dict[str, str]:
    """The environment of every measured process. By default as an installed csarules
    runs: Python's bytecode cache on (in `work`, not the repository) and csarules' cache
    of parsed rules on (in `work` too), both filled by `warm_up` before anything is
    measured. `cold`: neither (every process compiles csarules' sources and parses the
    rules), as with PYTHONDONTWRITEBYTECODE=1 and CSARULES_CACHE_DIR=''."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = str(REPO)
    if cold:
        env.update(PYTHONDONTWRITEBYTECODE="1", CSARULES_CACHE_DIR="")
    else:
        env.update(PYTHONPYCACHEPREFIX=str(work / "pycache"),
                   CSARULES_CACHE_DIR=str(work / "rules-cache"))
    _CHILD_ENV.update(env)
    return env


def warm_up(engines: list[str], work: Path) -> None:
    """One unmeasured `order` of a small example per engine: fills the bytecode and rules
    caches."""
    example = REPO / "examples" / "saxpy.ll"
    for engine in engines:
        run_order([str(example), "-o", str(work / "warm-up.ll"), "--engine", engine], 600.0)


# Runs argv[2:] and writes its own (peak KiB, cpu s) to file descriptor argv[1]. On Linux a
# child's ru_maxrss starts from its parent's resident size when it was spawned (the kernel
# keeps the larger across exec), so a command spawned straight from this script would
# report at least this script's size (which holds generated modules); spawned from this
# small launcher, it reports its own.
_LAUNCHER = """import os, sys
pid = os.posix_spawn(sys.argv[2], sys.argv[2:], os.environ)
_, status, usage = os.wait4(pid, 0)
os.write(int(sys.argv[1]), f"{usage.ru_maxrss} {usage.ru_utime + usage.ru_stime}".encode())
sys.exit(os.waitstatus_to_exitcode(status))
"""


def run_order(args: list[str], timeout: float) -> tuple[float, float, float, str]:
    """(seconds, cpu seconds, peak MiB, status) of one `csarules order ARGS` subprocess."""
    seconds, cpu, peak, code, err = run_csarules(["order", *args], timeout)
    if code is None:
        state = "timeout"
    elif code:
        lines = [x for x in err.splitlines() if "warning" not in x]
        state = f"exit {code}: {(lines or [''])[0][:80]}"
    else:
        state = "ok"
    return seconds, cpu, peak, state


def tree_rss(group: int, launcher: int) -> int:
    """Bytes resident in the processes of process group `group` (a command and the
    workers it forked), the launcher left out."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == launcher:
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:  # (it ended)
            continue
        if int(fields[2]) == group:  # pgrp
            total += int(fields[21]) * os.sysconf("SC_PAGE_SIZE")  # rss, in pages
    return total


def run_csarules(args: list[str], timeout: float,
                 read_stdout: Callable[[IO[bytes]], None] | None = None,
                 tree_peak: list[float] | None = None,
                 ) -> tuple[float, float, float, int | None, str]:
    """(seconds, cpu seconds, peak MiB, exit status or None when timed out, stderr) of
    one `csarules ARGS` subprocess. Its standard output goes to /dev/null, or, with
    `read_stdout`, to that function (in a thread, while the command runs). With
    `tree_peak`, the largest sum of the resident sets of the command and its workers,
    sampled every 0.1 s, in MiB, is appended to it (the peak MiB returned is that of the
    largest single process, the kernel's own accounting)."""
    env = _CHILD_ENV or {**os.environ, "PYTHONPATH": str(REPO)}
    report, report_w = os.pipe()
    cmd = [sys.executable, "-c", _LAUNCHER, str(report_w),
           sys.executable, "-m", "csarules", *args]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE if read_stdout else subprocess.DEVNULL,
                            stderr=subprocess.PIPE, env=env, start_new_session=True,
                            pass_fds=(report_w,))
    os.close(report_w)
    # both pipes drained while the command runs, so that neither can fill and stall it
    errors: list[bytes] = []
    readers = [threading.Thread(target=lambda: errors.append(proc.stderr.read()))]
    if read_stdout:
        readers.append(threading.Thread(target=read_stdout, args=(proc.stdout,)))
    for reader in readers:
        reader.start()
    timed_out = False
    deadline = start + timeout
    summed, sampled = 0, 0.0
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline and not timed_out:
            os.killpg(proc.pid, signal.SIGKILL)
            timed_out = True
        if tree_peak is not None and time.perf_counter() - sampled >= 0.1:
            summed = max(summed, tree_rss(proc.pid, proc.pid))
            sampled = time.perf_counter()
        time.sleep(0.02)
    if tree_peak is not None:
        tree_peak.append(summed / 2**20)
    seconds = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    for reader in readers:
        reader.join()
    err = b"".join(errors).decode(errors="replace")
    with os.fdopen(report) as reported:
        own = reported.read().split()
    # on Linux ru_maxrss is in KiB and covers the process and its waited-for children
    # (Soufflé's, with --engine souffle); without the launcher's report (killed), the
    # launcher's figures, which hold this script's size
    peak = (int(own[0]) if own else usage.ru_maxrss) / 1024
    cpu = float(own[1]) if own else usage.ru_utime + usage.ru_stime
    return seconds, cpu, peak, None if timed_out else proc.returncode, err


def bench(cases: list[tuple[str, Path]], engines: list[str], work: Path,
          timeout: float) -> list[Run]:
    runs = []
    for case, path in cases:
        lines, memops = measure_size(path)
        first: bytes | None = None
        for engine in engines:
            out = work / f"{case}.{engine}.out.ll"
            seconds, cpu, peak, status = run_order(
                [str(path), "-o", str(out), "--engine", engine], timeout)
            run = Run(case, engine, lines, memops, seconds, cpu, peak, status)
            if status == "ok":
                text = out.read_bytes()
                if first is None:
                    first = text
                else:
                    run.same = text == first
            runs.append(run)
            print(_row(run), flush=True)
    return runs


_HEAD = ("| case | engine | IR lines | memops | seconds | cpu s | s/1k lines | peak MiB | "
         "status |\n|---|---|---:|---:|---:|---:|---:|---:|---|")


def bench_project(cases: list[tuple[str, Path]], jobs: list[int], work: Path,
                  timeout: float) -> list[Run]:
    """The whole project in one `order FILES -d OUT -j N`: seconds for N workers (cpu
    seconds and peak are those of the command and its workers)."""
    sizes = [measure_size(path) for _, path in cases]
    runs = []
    for n in jobs:
        out = work / f"project-j{n}"
        seconds, cpu, peak, status = run_order(
            [*(str(p) for _, p in cases), "-d", str(out), "-j", str(n)], timeout)
        run = Run(f"project ({len(cases)} files) -j {n}", "embedded",
                  sum(s[0] for s in sizes), sum(s[1] for s in sizes), seconds, cpu, peak,
                  status)
        runs.append(run)
        print(_row(run), flush=True)
    return runs


@dataclass
class JobsRun:
    """One command at one -j, run several times: the figures of each run."""

    case: str
    jobs: int
    ir_lines: int
    seconds: list[float]
    cpu: list[float]
    peak_mib: list[float]  # the largest single process (the kernel's accounting)
    tree_mib: list[float]  # all its processes at once (sampled)
    status: str
    same: bool | None = None  # output equal to -j 1's (or the first -j's)


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[len(ordered) // 2] if ordered else math.nan


def bench_jobs(directory: Path, amalgamation: Path, jobs: list[int], runs: int, work: Path,
               timeout: float) -> list[JobsRun]:
    """`order DIR -d OUT -j N` on the project's directory (the amalgamation among its
    files) and `order AMALGAMATION -o OUT -j N` alone: `runs` runs of each at each N, the
    N taking turns so that a drift of the machine's speed meets each alike."""
    files = sorted(directory.glob("*.ll"))
    cases = [(f"{directory.name}/ ({len(files)} files)", [str(directory)],
              sum(measure_size(p)[0] for p in files)),
             (amalgamation.name, [str(amalgamation)], measure_size(amalgamation)[0])]
    table = {(case, n): JobsRun(case, n, lines, [], [], [], [], "ok")
             for case, _, lines in cases for n in jobs}
    firsts: dict[str, object] = {}
    for k in range(runs):
        for case, given, _ in cases:
            for n in jobs:
                out = work / f"jobs-{n}-{k}"
                shutil.rmtree(out, ignore_errors=True)
                target = ["-d", str(out)] if len(given) == 1 and Path(given[0]).is_dir() \
                    else ["-o", str(out)]
                tree: list[float] = []
                seconds, cpu, peak, code, err = run_csarules(
                    ["order", *given, *target, "-j", str(n)], timeout, tree_peak=tree)
                row = table[(case, n)]
                if code != 0:
                    lines = [x for x in err.splitlines() if "warning" not in x]
                    row.status = "timeout" if code is None else \
                        f"exit {code}: {(lines or [''])[0][:80]}"
                    continue
                row.seconds.append(seconds)
                row.cpu.append(cpu)
                row.peak_mib.append(peak)
                row.tree_mib.append(tree[0])
                written = _written(out)
                first = firsts.setdefault(case, written)
                row.same = written == first if row.same in (None, True) else False
                shutil.rmtree(out, ignore_errors=True)
                print(f"  {case} -j {n} run {k + 1}: {seconds:.1f} s, {tree[0]:.0f} MiB",
                      file=sys.stderr, flush=True)
    return list(table.values())


def _written(out: Path) -> object:
    """What an `order` wrote: a file's bytes, or a directory's files and their bytes."""
    if out.is_file():
        return out.read_bytes()
    return {p.relative_to(out).as_posix(): p.read_bytes()
            for p in sorted(out.rglob("*")) if p.is_file()}


_JOBS_HEAD = ("| input | -j | IR lines | seconds (median; min-max) | x -j 1 | cpu s | "
              "peak MiB, all processes | x -j 1 | largest process MiB | output |\n"
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")


def jobs_rows(runs: list[JobsRun]) -> list[str]:
    base = {r.case: r for r in runs if r.jobs == min(x.jobs for x in runs)}
    rows = []
    for r in runs:
        if not r.seconds:
            rows.append(f"| {r.case} | {r.jobs} | {r.ir_lines} | - | - | - | - | - | - | "
                        f"{r.status} |")
            continue
        b = base[r.case]
        secs, tree = _median(r.seconds), _median(r.tree_mib)
        same = "" if r.same is None else ("same as -j 1" if r.same else "DIFFERS")
        rows.append(
            f"| {r.case} | {r.jobs} | {r.ir_lines} | {secs:.1f} ({min(r.seconds):.1f}-"
            f"{max(r.seconds):.1f}) | {secs / _median(b.seconds):.2f} | "
            f"{_median(r.cpu):.1f} | {tree:.0f} | {tree / _median(b.tree_mib):.2f} | "
            f"{_median(r.peak_mib):.0f} | {same} ({len(r.seconds)} runs) |")
    return rows


def _row(run: Run) -> str:
    per_k = run.cpu / max(run.ir_lines, 1) * 1000
    same = "" if run.same is None else (" (same output)" if run.same else " (OUTPUT DIFFERS)")
    return (f"| {run.case} | {run.engine} | {run.ir_lines} | {run.memops} | "
            f"{run.seconds:.2f} | {run.cpu:.2f} | {per_k:.2f} | {run.peak_mib:.1f} | "
            f"{run.status}{same} |")


def goals(runs: list[Run], project: set[str]) -> list[str]:
    """The issue's three goals, judged on cpu seconds (wall time on a shared machine
    measures the other jobs too)."""
    out = []
    by = {(r.case, r.engine): r for r in runs if r.status == "ok"}
    emb = [r for r in runs if r.engine == "embedded" and r.case in project]
    ratios = [(r.case, r.cpu / by[(r.case, "souffle")].cpu) for r in emb
              if (r.case, "souffle") in by and r.status == "ok"]
    if ratios:
        worst = max(ratios, key=lambda x: x[1])
        over = [c for c, x in ratios if x > 2]
        out.append(f"embedded/souffle cpu time: worst {worst[1]:.2f}x ({worst[0]}); "
                   f"over 2x on {len(over)} of {len(ratios)} files {over}")
    if emb:
        ok = [r for r in emb if r.status == "ok"]
        rates = [(r.case, r.cpu / r.ir_lines * 1000) for r in ok]
        worst = max(rates, key=lambda x: x[1]) if rates else ("-", 0.0)
        over = [c for c, x in rates if x > 1]
        failed = [r.case for r in emb if r.status != "ok"]
        out.append(f"embedded s per 1,000 IR lines: worst {worst[1]:.2f} ({worst[0]}); "
                   f"over 1 s on {len(over)} of {len(emb)} files {over}; "
                   f"not finished: {failed}")
        if ok:
            total = sum(r.cpu for r in ok) / sum(r.ir_lines for r in ok) * 1000
            out.append(f"embedded, all finished files: {total:.2f} s per 1,000 IR lines "
                       f"({sum(r.cpu for r in ok):.1f} s for {sum(r.ir_lines for r in ok)} "
                       "lines, each file paying the start of a process)")
    gen = sorted((r for r in runs if r.case.startswith("gen-") and r.status == "ok"),
                 key=lambda r: (r.engine, r.case.rsplit("-", 1)[0], r.ir_lines))
    for a, b in zip(gen, gen[1:], strict=False):
        if (a.engine, a.case.rsplit("-", 1)[0]) != (b.engine, b.case.rsplit("-", 1)[0]):
            continue
        # time ~ lines^k between the two sizes: 10x the lines would cost 10^k the time
        k = math.log(b.cpu / a.cpu) / math.log(b.ir_lines / a.ir_lines)
        out.append(f"{b.engine} {a.case} -> {b.case}: lines x{b.ir_lines / a.ir_lines:.1f}, "
                   f"time x{b.cpu / a.cpu:.1f}, time ~ lines^{k:.2f}: 10x the lines "
                   f"costs x{10 ** k:.1f} (goal <= 12)")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    src = parser.add_mutually_exclusive_group()
    src.add_argument("--source", type=Path, help="C project directory (Lua's src)")
    src.add_argument("--ir-dir", type=Path, help="a directory of .ll files already built")
    parser.add_argument("--build", type=Path,
                        help="where --source is compiled (default: a directory in the "
                             "system's temporary directory)")
    parser.add_argument("--exclude", default="onelua.c,ltests.c",
                        help="C files not compiled (Lua's all-in-one and test files)")
    parser.add_argument("--cflags", default="-DLUA_USE_LINUX")
    parser.add_argument("--clang", default="clang-19")
    parser.add_argument("--files", type=int, help="only the N smallest project files")
    parser.add_argument("--engines", default="embedded,souffle")
    parser.add_argument("--sizes", default="1000,10000,100000",
                        help="sizes in IR lines of the many-functions modules ('' for none)")
    parser.add_argument("--nest-sizes", default="1000,3000,10000",
                        help="sizes of the one-function deep-nest modules ('' for none): "
                             "`order` asks about the pairs its memory operations list "
                             "(docs/large-functions.md; 10,000 lines: about 3.5 s)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--quick", action="store_true",
                        help="generated 1,000-line modules and the 5 smallest files")
    parser.add_argument("--project-jobs", default="",
                        help="also order the whole project in one command with these -j "
                             "values (e.g. 1,2)")
    parser.add_argument("--module-jobs", default="",
                        help="also order the amalgamation (--amalgamation) alone, and the "
                        "whole directory with it, in one command each at these -j values "
                        "(e.g. 1,2): medians of --runs runs, peak memory of all processes")
    parser.add_argument("--amalgamation", default="onelua.c",
                        help="the all-in-one C file of --source, for --module-jobs")
    parser.add_argument("--runs", type=int, default=3, help="runs of each --module-jobs case")
    parser.add_argument("--only-module-jobs", action="store_true",
                        help="measure --module-jobs alone (no file-by-file or generated "
                        "runs)")
    parser.add_argument("--timeout", type=float, default=1800.0)
    parser.add_argument("--cold", action="store_true",
                        help="no bytecode cache and no rules cache: every process compiles "
                        "csarules' sources and parses the rules (see child_env)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)

    engines = [e for e in args.engines.split(",") if e]
    if "souffle" in engines and shutil.which("souffle") is None:
        print("souffle not on PATH: measuring the embedded engine only", file=sys.stderr)
        engines.remove("souffle")
    sizes = {"functions": [int(s) for s in args.sizes.split(",") if s],
             "nest": [int(s) for s in args.nest_sizes.split(",") if s]}
    files = args.files
    if args.quick:
        sizes, files = {"functions": [1000], "nest": [1000]}, files or 5
    work = Path(tempfile.mkdtemp(prefix="csarules-scale-"))
    project: list[tuple[str, Path]] = []
    amalgamation: Path | None = None
    if args.source:
        name = args.source.resolve().name
        build = args.build or Path(tempfile.gettempdir()) / f"csarules-scale-{name}"
        lls = compile_sources(args.source, build, set(args.exclude.split(",")),
                              args.cflags.split(), args.clang)
        project = [(p.name, p) for p in lls]
        if args.module_jobs:
            amalgamation = next(iter(compile_sources(
                args.source, build, set(), args.cflags.split(), args.clang,
                only={args.amalgamation})), None)
    elif args.ir_dir:
        project = [(p.name, p) for p in sorted(args.ir_dir.glob("*.ll"))]
        amalgamation = args.ir_dir / (Path(args.amalgamation).stem + ".ll")
    whole_directory = [p for _, p in project]
    project = [c for c in project if _defines_functions(c[1])]
    if files:
        project = sorted(project, key=lambda c: c[1].stat().st_size)[:files]
    if args.only_module_jobs:
        project, sizes = [], {}
    generated = []
    for shape, shape_sizes in sizes.items():
        for size in shape_sizes:
            path = work / f"gen-{shape}-{size}.ll"
            path.write_text(generate(shape, size, args.seed))
            generated.append((f"gen-{shape}-{size}", path))
    child_env(work, args.cold)
    if not args.cold:
        warm_up(engines, work)
    runs: list[Run] = []
    if project or generated:
        print(_HEAD)
        runs = bench(project + generated, engines, work, args.timeout)
    if project and args.project_jobs:
        jobs = [int(n) for n in args.project_jobs.split(",") if n]
        runs += bench_project(project, jobs, work, args.timeout)
    summary = goals(runs, {c for c, _ in project})
    jobs_runs: list[JobsRun] = []
    if args.module_jobs:
        if amalgamation is None or not amalgamation.is_file():
            print(f"no {args.amalgamation} to order: no --module-jobs table", file=sys.stderr)
        else:
            directory = work / (args.source or args.ir_dir).resolve().name
            directory.mkdir()
            for path in {*whole_directory, amalgamation}:
                (directory / path.name).symlink_to(path.resolve())
            jobs_runs = bench_jobs(directory, amalgamation,
                                   [int(n) for n in args.module_jobs.split(",") if n],
                                   args.runs, work, args.timeout)
            print()
            print(_JOBS_HEAD)
            for row in jobs_rows(jobs_runs):
                print(row)
    print()
    for line in summary:
        print(line)
    if args.json:
        args.json.write_text(json.dumps({"runs": [asdict(r) for r in runs],
                                         "jobs": [asdict(r) for r in jobs_runs],
                                         "goals": summary}, indent=2) + "\n")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
