#!/usr/bin/env python3
"""Fuzz csarules end to end on random C (csmith) and random IR (llvm-stress-19).

csmith program -> clang at each `--levels` entry -> `csarules order` in each mode (the
output re-verified) -> `csarules sim --entry main` under random schedules (standard and
linear mode): no crash, no unverifiable output, no race, the random schedule's result and
the program's output equal to the sequential run's and to the natively compiled program's.
llvm-stress modules are ordered in each mode and re-verified.

Every failure is kept as a reproducer (input, command, stderr) under `--out`, and with
`--reduce` shrunk by llvm-reduce-19 with a script that re-runs the failing check.

    python benchmarks/fuzz.py --csmith 30 --stress 100 -j 2
    python benchmarks/fuzz.py --csmith 5 --stress 10 --levels 19:O2 --json fuzz.json
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import math
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# csmith.h (Debian: libcsmith-dev)
CSMITH_INCLUDE = os.environ.get("CSMITH_INCLUDE", "/usr/include/csmith")
CSMITH_LIMITS = ["--max-funcs", "4", "--max-block-depth", "3", "--max-array-len-per-dim", "6",
                 "--max-struct-fields", "6", "--max-expr-complexity", "6"]
# --small (the test suite's sample): programs that order and simulate in seconds
CSMITH_SMALL = ["--max-funcs", "2", "--max-block-depth", "2", "--max-block-size", "3",
                "--max-array-len-per-dim", "4", "--max-struct-fields", "4",
                "--max-expr-complexity", "4"]
SIM_ARGS = ["--entry", "main", "--arg", "1", "--arg", "i64[2]:zero"]
# Failures the issue counts as bugs, worst first; a program's outcome is its worst check's.
BUGS = ("crash", "unverifiable", "rejected", "race", "mismatch")
# harness: fuzz.py itself failed on the program (its own bug, counted apart)
OUTCOMES = (*BUGS, "harness", "unsupported", "too-long", "generator", "ok")
SIM_MODES = ("standard", "linear")  # race mode is expected to race: ordered only
NATIVE_SECONDS = 5  # a program running longer natively is far beyond --max-steps


@dataclass
class Check:
    """One tool run on one program: what it was, what happened."""

    kind: str  # csmith | stress
    seed: int
    level: str  # e.g. 19:O2 ('' for llvm-stress)
    mode: str
    step: str  # order | verify | sim | whole (the listed program against the whole one)
    outcome: str
    detail: str = ""
    command: list[str] = field(default_factory=list)
    schedule: int = -1
    seconds: float = 0.0  # wall time of the tool run
    versioned: int = 0  # standard-mode order: loop nests versioned behind overlap checks


# How each tool run is started: "fork" (default) forks this worker, which has imported
# csarules once, and runs the CLI's main() in the child; "subprocess" starts
# `python -m csarules` afresh. Both give the child's exit status, stdout and stderr as a
# separate process does, so crashes, tracebacks and timeouts are classified alike and a
# crash (even a segfault) ends only that run.
RUNNER = {"how": "fork"}
_WARM: set[str] = set()


def _csarules(args: list[str], timeout: float) -> subprocess.CompletedProcess:
    if RUNNER["how"] == "fork" and hasattr(os, "fork"):
        return _csarules_forked(args, timeout)
    env = dict(os.environ, PYTHONPATH=str(REPO), CSARULES_DEBUG="1")
    return subprocess.run([sys.executable, "-m", "csarules", *args], capture_output=True,
                          text=True, timeout=timeout, env=env, errors="replace")


def _warm_up() -> None:
    """Import csarules and what its commands import lazily, once per worker, so that every
    forked run starts with it loaded (a fresh `python -m csarules` spends about 0.8 s of CPU
    on this)."""
    if str(REPO) in _WARM:
        return
    _WARM.add(str(REPO))
    if sys.path[0] != str(REPO):
        sys.path.insert(0, str(REPO))
    import contextlib
    import io

    from csarules.cli import main as cli_main

    tiny = "define i32 @main() {\n  %p = alloca i32\n  store i32 1, ptr %p\n" \
        "  %v = load i32, ptr %p\n  ret i32 %v\n}\n"
    with tempfile.TemporaryDirectory(prefix="csafuzzwarm") as tmp, \
            contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        src = Path(tmp) / "warm.ll"
        src.write_text(tiny)
        for mode in ("standard", "linear", "race"):
            cli_main(["order", "--mode", mode, str(src), "-o", str(Path(tmp) / f"{mode}.ll")])
        cli_main(["sim", str(Path(tmp) / "standard.ll"), "--entry", "main", "--json"])


def _die_with_parent() -> None:
    """Linux: the child is killed when its worker is (a spent time budget kills workers)."""
    try:
        import ctypes

        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _csarules_forked(args: list[str], timeout: float) -> subprocess.CompletedProcess:
    """Run `csarules ARGS` in a fork of this process, as `python -m csarules` would run."""
    _warm_up()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            code = 1
            try:
                os.dup2(out.fileno(), 1)
                os.dup2(err.fileno(), 2)
                # pytest and others replace sys.stdout: write to the files, as a process would
                sys.stdout = open(1, "w", encoding="utf-8", errors="replace", closefd=False)
                sys.stderr = open(2, "w", encoding="utf-8", errors="replace", closefd=False)
                if faulthandler.is_enabled():  # its dump goes to this run's stderr, as a
                    faulthandler.enable(sys.stderr)  # process's would, not to the parent's
                os.environ["CSARULES_DEBUG"] = "1"
                _die_with_parent()
                signal.signal(signal.SIGALRM, signal.SIG_DFL)  # the timeout kills the child
                signal.alarm(max(1, math.ceil(timeout)))
                from csarules.cli import main as cli_main

                code = cli_main(args)
            except BaseException:  # noqa: BLE001 - what python -m would print and exit 1 on
                traceback.print_exc()
                code = 1
            finally:
                try:
                    sys.stdout.flush()
                    sys.stderr.flush()
                finally:
                    os._exit(code & 0xFF)
        _, status = os.waitpid(pid, 0)
        returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", errors="replace")
        stderr = err.read().decode("utf-8", errors="replace")
    if returncode == -signal.SIGALRM:
        raise subprocess.TimeoutExpired(["csarules", *args], timeout, stdout, stderr)
    return subprocess.CompletedProcess(["csarules", *args], returncode, stdout, stderr)


def _timed(check: Check, cmd: list[str], timeout: float) -> subprocess.CompletedProcess | None:
    """The run of `csarules CMD`, its seconds kept in `check`; None (and `check` marked
    too-long) if it ran over `timeout`."""
    started = time.perf_counter()
    try:
        return _csarules(cmd, timeout)
    except subprocess.TimeoutExpired:
        check.outcome, check.detail = "too-long", f"{cmd[0]} took over {timeout:.0f} s"
        return None
    finally:
        check.seconds = round(time.perf_counter() - started, 3)


def _classify_error(proc: subprocess.CompletedProcess, step: str) -> tuple[str, str]:
    """(outcome, one-line detail) of a failed csarules run."""
    err = proc.stderr.strip()
    last = err.splitlines()[-1] if err else f"exit {proc.returncode}, no message"
    if "Traceback" in err or proc.returncode not in (0, 1, 2):
        return "crash", last
    if "LLVM rejects the produced IR" in err:
        return "unverifiable", last
    if "internal error" in err:
        return "crash", last
    if proc.returncode == 2 and len(err.splitlines()) != 1:
        return "crash", f"error not on one line: {last}"
    if step == "sim" and "dynamic instructions" in last:
        return "too-long", last
    if step == "sim" and proc.returncode == 2:
        # the simulator refusing an instruction, intrinsic or external it cannot run
        return "unsupported", last
    return "rejected", last


def _verify(path: Path) -> str | None:
    sys.path.insert(0, str(REPO))
    from csarules.ir.verify import verify_ir

    try:
        verify_ir(path.read_text(errors="replace"))
    except Exception as exc:  # noqa: BLE001 - any failure is the finding
        return str(exc).splitlines()[0]
    return None


def _order_checks(kind: str, seed: int, level: str, src: Path, work: Path, modes: list[str],
                  timeout: float) -> tuple[list[Check], dict[str, Path]]:
    checks: list[Check] = []
    ordered: dict[str, Path] = {}
    for mode in modes:
        out = work / f"{src.stem}.{mode}.ll"
        cmd = ["order", "--mode", mode, str(src), "-o", str(out)]
        check = Check(kind, seed, level, mode, "order", "ok", command=cmd)
        checks.append(check)
        proc = _timed(check, cmd, timeout)
        if proc is None:
            continue
        if proc.returncode != 0:
            check.outcome, check.detail = _classify_error(proc, "order")
            continue
        problem = _verify(out)
        if problem is not None:
            check.step, check.outcome, check.detail = "verify", "unverifiable", problem
            continue
        ordered[mode] = out
        if mode == "standard":
            check.versioned = versioned_nests(out.read_text(errors="replace"))
            checks += _whole_checks(kind, seed, level, src, work, out, check.versioned,
                                    timeout)
    return checks, ordered


# the scope domain each versioned nest's copy gets (csarules/version/rewrite.py), as
# defined in the module's metadata
_CHECK_DOMAIN = re.compile(r'^!\d+ = distinct !\{!\d+, !"csarules\.runtime_check:([^"]*)"\}',
                           re.M)


def versioned_nests(ordered_ir: str) -> int:
    """How many loop nests the standard mode versioned in an ordered module: the scope
    domains of their copies (one per nest)."""
    return len(set(_CHECK_DOMAIN.findall(ordered_ir)))


def _whole_checks(kind: str, seed: int, level: str, src: Path, work: Path, listed: Path,
                  versioned: int, timeout: float) -> list[Check]:
    """`order` runs the standard mode as rules/listed/standard.dl: its output must be the
    whole program's (rules/modes/standard.dl), byte for byte. A rules file is never
    versioned (csarules/version/hook.py), so when the standard mode versioned a nest the
    whole program is held to the standard mode's output with --no-runtime-checks, which
    is ordered first (a check of its own)."""
    checks: list[Check] = []
    if versioned:
        listed = work / f"{src.stem}.unversioned.ll"
        cmd = ["order", "--mode", "standard", "--no-runtime-checks", str(src), "-o",
               str(listed)]
        check = Check(kind, seed, level, "standard", "unversioned", "ok", command=cmd)
        checks.append(check)
        proc = _timed(check, cmd, timeout)
        if proc is None:
            return checks
        if proc.returncode != 0:
            check.outcome, check.detail = _classify_error(proc, "order")
            return checks
        problem = _verify(listed)
        if problem is not None:
            check.outcome, check.detail = "unverifiable", problem
            return checks
    out = work / f"{src.stem}.whole.ll"
    cmd = ["order", "--rules", str(REPO / "rules" / "modes" / "standard.dl"), str(src),
           "-o", str(out)]
    check = Check(kind, seed, level, "standard", "whole", "ok", command=cmd)
    checks.append(check)
    proc = _timed(check, cmd, timeout)
    if proc is not None and proc.returncode != 0:
        check.outcome, check.detail = _classify_error(proc, "order")
    elif proc is not None and out.read_bytes() != listed.read_bytes():
        check.outcome = "mismatch"
        check.detail = "the listed program's output differs from the whole program's"
    return checks


def _native(csrc: Path, work: Path, timeout: float) -> tuple[str, int] | None:
    """stdout and exit status of the program compiled natively; None if it runs too long."""
    exe = work / "native"
    subprocess.run(["clang-19", "-O0", "-w", f"-I{CSMITH_INCLUDE}", str(csrc), "-o",
                    str(exe)], check=True, capture_output=True)
    try:
        # (dies with its worker: a program that never ends outlived a killed campaign)
        run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=timeout,
                             preexec_fn=_die_with_parent)
    except subprocess.TimeoutExpired:
        return None
    return run.stdout, run.returncode


def _sim_checks(seed: int, level: str, ordered: dict[str, Path], expected: tuple[str, int],
                schedules: int, max_steps: int, timeout: float) -> list[Check]:
    checks: list[Check] = []
    out_expected, rc_expected = expected
    for mode, path in ordered.items():
        if mode not in SIM_MODES:
            continue
        for sched in range(schedules):
            cmd = ["sim", str(path), *SIM_ARGS, "--schedule", "random", "--seed", str(sched),
                   "--max-steps", str(max_steps), "--json"]
            check = Check("csmith", seed, level, mode, "sim", "ok", command=cmd, schedule=sched)
            checks.append(check)
            proc = _timed(check, cmd, timeout)
            if proc is None:
                break
            if proc.returncode not in (0, 1) or not proc.stdout.strip():
                check.outcome, check.detail = _classify_error(proc, "sim")
                break
            result = json.loads(proc.stdout)
            ret = result["return"]
            output = result.get("output")
            if result["race_count"]:
                race = result["races"][0]
                check.outcome = "race"
                check.detail = (f"{result['race_count']} races, first: line "
                                f"{race['first']['line']} -> {race['second']['line']}")
            elif not result["matches_sequential"]:
                check.outcome = "mismatch"
                check.detail = "random schedule differs: " + ", ".join(
                    result.get("differences", [])[:5])
            elif (ret if ret is not None else 0) & 0xFF != rc_expected:
                check.outcome, check.detail = "mismatch", f"returned {ret}, native {rc_expected}"
            elif output is not None and output != out_expected:
                check.outcome = "mismatch"
                check.detail = f"output {output!r:.80} native {out_expected!r:.80}"
    return checks


def run_csmith(seed: int, levels: list[str], modes: list[str], schedules: int,
               max_steps: int, timeout: float, keep: Path,
               limits: tuple[str, ...] = tuple(CSMITH_LIMITS)) -> list[Check]:
    with tempfile.TemporaryDirectory(prefix="csafuzz") as tmp:
        work = Path(tmp)
        csrc = work / f"csmith{seed}.c"
        gen = subprocess.run(["csmith", "--seed", str(seed), *limits, "-o", str(csrc)],
                             capture_output=True, text=True, cwd=work)  # it writes platform.info
        if gen.returncode != 0:
            return [Check("csmith", seed, "", "", "generate", "generator", gen.stderr[-200:])]
        expected = _native(csrc, work, NATIVE_SECONDS)
        checks: list[Check] = []
        for level in levels:
            version, opt = level.split(":")
            ll = work / f"csmith{seed}_{version}{opt}.ll"
            cc = subprocess.run([f"clang-{version}", f"-{opt}", "-w", f"-I{CSMITH_INCLUDE}",
                                 "-S", "-emit-llvm", str(csrc), "-o", str(ll)],
                                capture_output=True, text=True)
            if cc.returncode != 0:
                checks.append(Check("csmith", seed, level, "", "generate", "generator",
                                    cc.stderr[-200:]))
                continue
            order, ordered = _order_checks("csmith", seed, level, ll, work, modes, timeout)
            checks += order
            if expected is None:
                checks.append(Check("csmith", seed, level, "", "sim", "too-long",
                                    f"native run over {NATIVE_SECONDS} s"))
            else:
                checks += _sim_checks(seed, level, ordered, expected, schedules, max_steps,
                                      timeout)
        _keep_failures(checks, work, keep, csrc)
        return checks


def run_stress(seed: int, modes: list[str], size: int, timeout: float,
               keep: Path) -> list[Check]:
    with tempfile.TemporaryDirectory(prefix="csafuzz") as tmp:
        work = Path(tmp)
        ll = work / f"stress{seed}.ll"
        gen = subprocess.run(["llvm-stress-19", "--seed", str(seed), "--size", str(size),
                              "-o", str(ll)], capture_output=True, text=True)
        if gen.returncode != 0:
            return [Check("stress", seed, "", "", "generate", "generator", gen.stderr[-200:])]
        checks, _ = _order_checks("stress", seed, "", ll, work, modes, timeout)
        _keep_failures(checks, work, keep, None)
        return checks


def _keep_failures(checks: list[Check], work: Path, keep: Path, csrc: Path | None) -> None:
    for check in checks:
        if check.outcome not in BUGS and check.outcome != "unsupported":
            continue
        tag = f"{check.kind}{check.seed}-{check.level.replace(':', '')}-{check.mode}-{check.step}"
        dest = keep / tag
        dest.mkdir(parents=True, exist_ok=True)
        command = []
        for word in check.command:
            p = Path(word)
            if p.parent == work and p.exists():
                shutil.copy(p, dest / p.name)
                word = p.name
                unordered = work / (p.name.split(".")[0] + ".ll")  # x.standard.ll -> x.ll
                if unordered.exists():
                    shutil.copy(unordered, dest / unordered.name)
            command.append(word)
        if csrc is not None:
            shutil.copy(csrc, dest / csrc.name)
        check.command = command
        (dest / "check.json").write_text(json.dumps(asdict(check), indent=2) + "\n")
        (dest / "repro.sh").write_text(
            "#!/bin/sh\n# re-run from this directory; PYTHONPATH = the csarules checkout\n"
            f"# {check.kind} seed {check.seed} {check.level} mode {check.mode}: "
            f"{check.outcome}: {check.detail}\n"
            f"python -m csarules {shlex.join(command)}\n")


def _failure_key(detail: str) -> str:
    """The part of a failure message that does not name a file: what the reducer greps."""
    text = detail.split("error: ", 1)[-1]
    return text.split("internal error: ", 1)[-1][:60]


def reduce_failure(dest: Path, timeout: float) -> Path | None:
    """Shrink the kept input of a failure with llvm-reduce-19; the reduced file or None.

    The interestingness test re-runs the failing check on the candidate: orders it in the
    failing mode and, for a simulator finding, simulates the result."""
    check = json.loads((dest / "check.json").read_text())
    sources = sorted(p for p in dest.glob("*.ll") if p.name.count(".") == 1)
    if not sources:
        return None
    src = sources[0]
    order = f'python -m csarules order --mode {check["mode"]} "$1" -o "$1.o.ll"'
    if check["step"] == "sim":
        sim_args = [w for w in check["command"][2:] if w != "--json"]
        sim = f'python -m csarules sim "$1.o.ll" {shlex.join(sim_args)} --json'
        grep = {"race": "grep -q '\"race_count\": [1-9]'",
                "mismatch": "grep -q '\"matches_sequential\": false'"}.get(
            check["outcome"], f"grep -qF -e {shlex.quote(_failure_key(check['detail']))}")
        body = f"{order} || exit 1\n{sim} 2>&1 | {grep}\n"
    else:
        body = f"{order} 2>&1 | grep -qF -e {shlex.quote(_failure_key(check['detail']))}\n"
    script = dest / "interesting.sh"
    script.write_text("#!/bin/sh\n" + body)
    script.chmod(0o755)
    out = dest / "reduced.ll"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    try:
        subprocess.run(["llvm-reduce-19", f"--test={script}", str(src), "-o", str(out)],
                       cwd=dest, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        pass
    return out if out.exists() else None


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--csmith", type=int, default=10, help="csmith programs")
    ap.add_argument("--stress", type=int, default=20, help="llvm-stress-19 modules")
    ap.add_argument("--start", type=int, default=1, help="first seed")
    ap.add_argument("--csmith-start", type=int, help="first csmith seed (default: --start)")
    ap.add_argument("--stress-start", type=int, help="first llvm-stress seed (default: --start)")
    ap.add_argument("--skip-done", type=Path, action="append", default=[],
                    help="results JSON of an earlier run: skip its seeds (repeatable); a "
                    "campaign is extended by runs over new or remaining seeds")
    ap.add_argument("--levels", default="14:O1,19:O2",
                    help="clang versions and levels, e.g. 14:O1,19:O0,19:O1,19:O2,19:O3")
    ap.add_argument("--modes", default="standard,linear,race")
    ap.add_argument("--stress-modes", help="modes for llvm-stress modules (default: --modes)")
    ap.add_argument("--schedules", type=int, default=2, help="random schedules per mode")
    ap.add_argument("--stress-size", type=int, default=100)
    ap.add_argument("--small", action="store_true", help="smaller csmith programs")
    ap.add_argument("--csmith-options", default="",
                    help="more csmith options, written --csmith-options=--no-volatiles (loops "
                    "holding volatile globals are never versioned)")
    ap.add_argument("--max-steps", type=int, default=500_000)
    ap.add_argument("--timeout", type=float, default=300, help="seconds per tool run")
    ap.add_argument("--minutes", type=float, help="time budget: report what finished by then")
    ap.add_argument("--until", help="UTC time (HH:MM) by which the campaign stops, like "
                    "--minutes; the earlier of the two wins")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--subprocess", action="store_true",
                    help="start a fresh `python -m csarules` for every tool run instead of "
                    "forking a worker that has imported csarules once")
    ap.add_argument("--out", type=Path, default=Path("fuzz-out"), help="reproducers go here")
    ap.add_argument("--reduce", action="store_true", help="llvm-reduce-19 each failure")
    ap.add_argument("--json", type=Path, help="write counts, per-seed outcomes and failures "
                    "here (rewritten as programs finish, so a killed run keeps its results)")
    return ap.parse_args(argv)


def _budget_seconds(args: argparse.Namespace) -> float | None:
    budgets = []
    if args.minutes:
        budgets.append(args.minutes * 60)
    if args.until:
        hour, minute = (int(x) for x in args.until.split(":"))
        now = time.gmtime()
        left = (hour * 3600 + minute * 60) - (now.tm_hour * 3600 + now.tm_min * 60 + now.tm_sec)
        budgets.append(left % 86400)  # HH:MM past today's means tomorrow's
    return min(budgets) if budgets else None


def _done_seeds(paths: list[Path]) -> dict[str, set[int]]:
    done: dict[str, set[int]] = {"csmith": set(), "stress": set()}
    for path in paths:
        results = json.loads(path.read_text()).get("results", {})
        for kind, by_seed in results.items():
            done.setdefault(kind, set()).update(int(s) for s in by_seed)
    return done


def _cpu_seconds() -> float:
    """CPU time of this run so far: its own and its finished workers' (with their tool runs).
    Workers are reaped when the pool shuts down: the final figure is complete."""
    import resource

    total = 0.0
    for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
        usage = resource.getrusage(who)
        total += usage.ru_utime + usage.ru_stime
    return round(total, 1)


def _commit() -> str:
    try:
        head = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(REPO), "status", "--porcelain", "--",
                                "csarules", "rules"], capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+changes" if dirty.strip() else "")


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    RUNNER["how"] = "subprocess" if args.subprocess else "fork"
    levels = [x for x in args.levels.split(",") if x]
    modes = [x for x in args.modes.split(",") if x]
    stress_modes = args.stress_modes.split(",") if args.stress_modes else modes
    args.out.mkdir(parents=True, exist_ok=True)
    done = _done_seeds(args.skip_done)
    csmith_start = args.start if args.csmith_start is None else args.csmith_start
    stress_start = args.start if args.stress_start is None else args.stress_start
    csmith_seeds = [s for s in range(csmith_start, csmith_start + args.csmith)
                    if s not in done["csmith"]]
    stress_seeds = [s for s in range(stress_start, stress_start + args.stress)
                    if s not in done["stress"]]
    run = {"commit": _commit(), "runner": RUNNER["how"], "cpus": os.cpu_count(),
           "started_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "load_samples": [round(os.getloadavg()[0], 2)]}
    started = time.perf_counter()
    checks: list[Check] = []
    per_program: dict[tuple[str, int], str] = {}
    interrupted = False
    deadline = _budget_seconds(args)

    def write_json() -> dict:
        seconds = time.perf_counter() - started
        report = _report(checks, per_program, seconds, args, levels, modes, stress_modes, {})
        report.update(run, interrupted_by_time_budget=interrupted, cpu_seconds=_cpu_seconds())
        if args.json:
            tmp = args.json.with_name(args.json.name + ".tmp")
            tmp.write_text(json.dumps(report, indent=2) + "\n")
            tmp.replace(args.json)
        return report

    if RUNNER["how"] == "fork":
        _warm_up()  # before the pool forks its workers: they start with csarules loaded
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        limits = tuple(CSMITH_SMALL if args.small else CSMITH_LIMITS) \
            + tuple(shlex.split(args.csmith_options))
        futures = {pool.submit(run_csmith, seed, levels, modes, args.schedules,
                               args.max_steps, args.timeout, args.out, limits):
                   ("csmith", seed) for seed in csmith_seeds}
        futures.update({pool.submit(run_stress, seed, stress_modes, args.stress_size,
                                    args.timeout, args.out): ("stress", seed)
                        for seed in stress_seeds})

        def collect(got: list[Check]) -> None:
            checks.extend(got)
            for c in got:
                key = (c.kind, c.seed)
                old = per_program.get(key, "ok")
                per_program[key] = min(old, c.outcome, key=OUTCOMES.index)
                if c.outcome != "ok":
                    print(f"{c.kind} {c.seed} {c.level} {c.mode} {c.step}: {c.outcome}: "
                          f"{c.detail}", file=sys.stderr, flush=True)

        try:
            for fut in as_completed(futures, timeout=deadline):
                kind, seed = futures[fut]
                try:
                    collect(fut.result())
                except Exception as exc:  # noqa: BLE001 - a harness fault, not csarules'
                    collect([Check(kind, seed, "", "", "harness", "harness",
                                   f"{type(exc).__name__}: {exc}")])
                run["load_samples"].append(round(os.getloadavg()[0], 2))
                write_json()
        except TimeoutError:
            # the time budget is spent: report the programs that finished
            interrupted = True
            for proc in list(pool._processes.values()):  # noqa: SLF001 - stop running work
                proc.kill()
            pool.shutdown(wait=False, cancel_futures=True)
    reduced: dict[str, str] = {}
    if args.reduce:
        for dest in sorted(p.parent for p in args.out.glob("*/check.json")):
            got = reduce_failure(dest, args.timeout * 4)
            if got is not None:
                reduced[dest.name] = str(got)
    report = write_json()
    report["reduced"] = reduced
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    _print_report(report, args.out)
    return 1 if any(report["programs"][k].get(b) for k in report["programs"]
                    for b in (*BUGS, "harness")) else 0


def _report(checks: list[Check], per_program: dict[tuple[str, int], str], seconds: float,
            args: argparse.Namespace, levels: list[str], modes: list[str],
            stress_modes: list[str], reduced: dict[str, str]) -> dict:
    programs: dict[str, Counter] = {"csmith": Counter(), "stress": Counter()}
    results: dict[str, dict[str, str]] = {"csmith": {}, "stress": {}}
    for (kind, seed), outcome in sorted(per_program.items()):
        programs[kind][outcome] += 1
        results[kind][str(seed)] = outcome
    steps: Counter = Counter((c.kind, c.step, c.mode, c.outcome) for c in checks)
    # programs whose standard-mode ordering versioned a loop nest (any level), and how
    # many nests each had in all
    versioned: dict[str, dict[str, int]] = {"csmith": {}, "stress": {}}
    for c in checks:
        if c.versioned:
            by_seed = versioned.setdefault(c.kind, {})
            by_seed[str(c.seed)] = by_seed.get(str(c.seed), 0) + c.versioned
    busy: Counter = Counter()  # where the time goes: tool-run seconds by step and mode
    for c in checks:
        busy[f"{c.kind} {c.step} {c.mode}".strip()] += c.seconds
    n = sum(sum(c.values()) for c in programs.values())
    rate = n / (seconds / 60) if seconds else 0.0
    return {
        "levels": levels, "modes": modes, "stress_modes": stress_modes,
        "schedules": args.schedules, "jobs": args.jobs, "small": args.small,
        "csmith_options": args.csmith_options,
        "stress_size": args.stress_size, "max_steps": args.max_steps,
        "seeds": {"start": args.start, "csmith": args.csmith, "stress": args.stress},
        "seconds": round(seconds, 1), "programs_per_minute": round(rate, 2),
        "programs": {k: dict(v) for k, v in programs.items()},
        "results": results,
        "versioned": {k: dict(sorted(v.items(), key=lambda kv: int(kv[0])))
                      for k, v in versioned.items()},
        "with_versioned_nest": {k: len(v) for k, v in versioned.items()},
        "checks": [{"kind": k, "step": s, "mode": m, "outcome": o, "count": c}
                   for (k, s, m, o), c in sorted(steps.items())],
        "tool_seconds": {k: round(v, 1) for k, v in sorted(busy.items())},
        "failures": [_portable(asdict(c)) for c in checks if c.outcome != "ok"],
        "reduced": reduced,
    }


_DIRS = re.compile(r"(?:/[^\s/:'\"]+)+/(?=[^\s/:'\"]+)")  # the directories of a path


def _portable(check: dict) -> dict:
    """A check with its temporary files named by file name only (results files get shared)."""
    check["command"] = [Path(w).name if w.startswith("/") else w for w in check["command"]]
    check["detail"] = _DIRS.sub("", check["detail"])
    return check


def _print_report(report: dict, out: Path) -> None:
    outcomes = OUTCOMES
    print(f"{'generator':8} {'programs':>8} " + " ".join(f"{o:>12}" for o in outcomes))
    for kind, counts in report["programs"].items():
        print(f"{kind:8} {sum(counts.values()):>8} "
              + " ".join(f"{counts.get(o, 0):>12}" for o in outcomes))
    with_nest = report.get("with_versioned_nest", {})
    print("programs with a loop nest versioned (standard mode): "
          + ", ".join(f"{kind} {with_nest.get(kind, 0)} ("
                      f"{sum(report['versioned'].get(kind, {}).values())} nests)"
                      for kind in report["programs"]))
    total = sum(c["count"] for c in report["checks"])
    print(f"\nchecks by step and mode ({total} tool runs):")
    for c in report["checks"]:
        print(f"  {c['kind']:7} {c['step']:8} {c['mode'] or '-':9} {c['outcome']:12} "
              f"{c['count']}")
    n = sum(sum(c.values()) for c in report["programs"].values())
    loads = report["load_samples"]
    print(f"\n{n} programs in {report['seconds']:.0f} s with {report['jobs']} workers "
          f"({report['runner']}; load average {min(loads):.1f}-{max(loads):.1f}): "
          f"{report['programs_per_minute']:.1f} programs per minute; reproducers in {out}")


if __name__ == "__main__":
    sys.exit(main())
