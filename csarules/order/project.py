"""`csarules order a.ll dir/ ... -d OUTDIR`: many modules, one process each at a time in a
pool. Each file's outcome is independent of the others and of the pool size (the same
pipeline runs on it), so `-j N` gives the bytes `-j 1` gives; a file's error is kept with
that file and reported at the end."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from csarules.errors import CsaError, InternalError
from csarules.order.ordering import Settings, order_to_text, prepare

if TYPE_CHECKING:
    from concurrent.futures import Future


@dataclass(frozen=True)
class Job:
    input: Path
    output: Path | None  # None: the input could not be taken (its error is in `problem`)
    problem: str | None = None


@dataclass
class Report:
    input: Path
    warnings: list[str] = field(default_factory=list)
    error: str | None = None
    internal: bool = False  # a bug (exit 1) rather than bad input (exit 2)


def default_jobs() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def plan_jobs(inputs: Sequence[Path], outdir: Path) -> list[Job]:
    """One job per module: the files given, and every `.ll` under a directory given
    (sorted), each written to OUTDIR/<its path relative to the directory given, or to the
    working directory>. Nothing under OUTDIR is taken as input, and no output may be an
    input or another input's output."""
    out_root = Path(os.path.realpath(outdir))
    jobs: list[Job] = []
    seen: dict[Path, Path] = {}  # output -> its input
    for arg in inputs:
        if arg.is_dir():
            found = list(_modules_under(arg, out_root))
            if not found:
                jobs.append(Job(arg, None, f"{arg}: error: no .ll files in this directory"))
            for path in found:
                jobs.append(_job(path, outdir / path.relative_to(arg), seen))
        elif arg.exists():
            jobs.append(_job(arg, outdir / _relative_name(arg), seen))
        else:
            jobs.append(Job(arg, None, f"{arg}: error: cannot read input: no such file"))
    _refuse_inputs_as_outputs(jobs)
    return [j for j in jobs if j.output is not None or j.problem is not None]


def _modules_under(directory: Path, out_root: Path) -> Iterator[Path]:
    for top, dirs, files in os.walk(directory):
        # OUTDIR inside the directory: a second run must not order the first's outputs
        dirs[:] = sorted(d for d in dirs if Path(os.path.realpath(Path(top) / d)) != out_root)
        for name in sorted(files):
            if name.endswith(".ll"):
                yield Path(top) / name


def _relative_name(path: Path) -> Path:
    """The input's path as given when it stays below the working directory, else its
    path relative to the working directory when it lies there, else its name."""
    if not path.is_absolute() and ".." not in path.parts:
        return Path(os.path.normpath(path))
    real = Path(os.path.realpath(path))
    cwd = Path(os.path.realpath(Path.cwd()))
    return real.relative_to(cwd) if cwd in real.parents else Path(path.name)


def _job(path: Path, output: Path, seen: dict[Path, Path]) -> Job:
    key = Path(os.path.normpath(output))
    earlier = seen.get(key)
    if earlier is not None:
        if os.path.realpath(earlier) == os.path.realpath(path):
            return Job(path, None)  # given twice: ordered once
        return Job(path, None, f"{path}: error: its output {output} is also the output of "
                   f"{earlier}; give them from different directories")
    seen[key] = path
    return Job(path, output)


def _refuse_inputs_as_outputs(jobs: list[Job]) -> None:
    """An output that exists and is (a link to) any input of the run is never written."""
    inodes: dict[tuple[int, int], Path] = {}
    for job in jobs:
        try:
            st = os.stat(job.input)
        except OSError:
            continue
        inodes[(st.st_dev, st.st_ino)] = job.input
    for k, job in enumerate(jobs):
        if job.output is None:
            continue
        try:
            st = os.stat(job.output)
        except OSError:
            continue
        source = inodes.get((st.st_dev, st.st_ino))
        if source is not None:
            jobs[k] = Job(job.input, None, f"{job.output}: error: output is the input file "
                          f"{source}; the input is never modified (choose another -d)")


def order_file(job: Job, settings: Settings) -> Report:
    """Order one module into its output; every failure becomes the report's error."""
    report = Report(job.input)
    if job.problem is not None or job.output is None:
        report.error = job.problem
        return report
    try:
        text, report.warnings = order_to_text(job.input, settings)
        from csarules.fileio import write_atomic

        write_atomic(job.output, text, inputs=[job.input])
    except CsaError as err:
        report.error = err.render()
    except InternalError as err:
        report.error, report.internal = f"{job.input}: internal error: {err}", True
    except Exception as err:  # noqa: BLE001 - one file's bug must not stop the others
        report.error = f"{job.input}: internal error: {type(err).__name__}: {err}"
        report.internal = True
    return report


def run_jobs(jobs: list[Job], settings: Settings, workers: int,
             progress: AbstractContextManager[Callable[[Report], None]]) -> list[Report]:
    """Every job's report, in the jobs' order, whatever order they finish in. `progress`
    is entered once the workers exist (forking beside its display thread is not safe)."""
    reports: list[Report | None] = [None] * len(jobs)
    if workers <= 1 or len(jobs) <= 1:
        with progress as advance:
            for k, job in enumerate(jobs):
                reports[k] = order_file(job, settings)
                advance(reports[k])  # type: ignore[arg-type]
        return reports  # type: ignore[return-value]
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    # fork: the workers start with the rules already parsed and the modules imported
    context = multiprocessing.get_context(
        "fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    with ProcessPoolExecutor(max_workers=min(workers, len(jobs)), mp_context=context) as pool:
        pending: dict[Future[Report], int] = {
            pool.submit(order_file, job, settings): k for k, job in enumerate(jobs)}
        try:
            with progress as advance:
                while pending:
                    done, _ = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        k = pending.pop(future)
                        reports[k] = _result(future, jobs[k])
                        advance(reports[k])  # type: ignore[arg-type]
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    return reports  # type: ignore[return-value]


def _result(future: Future[Report], job: Job) -> Report:
    try:
        return future.result()
    except Exception as err:  # noqa: BLE001 - a worker that died (memory, signal)
        return Report(job.input, error=f"{job.input}: internal error: the worker ordering "
                      f"it stopped: {type(err).__name__}: {err}", internal=True)


def order_project(inputs: Sequence[Path], outdir: Path, settings: Settings,
                  workers: int) -> int:
    """Order every module, show progress on a terminal, list warnings then errors (in
    input order) on stderr; the exit status: 2 if an input was bad, 1 if only bugs."""
    prepare(settings)  # a bad --rules/--mode stops everything before any file is read
    jobs = plan_jobs(inputs, outdir)
    reports = run_jobs(jobs, settings, workers, _progress(len(jobs)))
    for report in reports:
        for line in report.warnings:
            print(line, file=sys.stderr)
    failed = [r for r in reports if r.error]
    for report in failed:
        print(report.error, file=sys.stderr)
    if not failed:
        return 0
    print(f"csarules order: {len(failed)} of {len(reports)} files not ordered",
          file=sys.stderr)
    return 1 if all(r.internal for r in failed) else 2


class _progress:
    """A rich progress bar on stderr when it is a terminal; nothing otherwise."""

    def __init__(self, total: int) -> None:
        from rich.console import Console

        self.console = Console(stderr=True)
        self.total = total
        self.bar = None

    def __enter__(self) -> Callable[[Report], None]:
        if not self.console.is_terminal:
            return lambda report: None
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self.bar = Progress(TextColumn("ordering"), BarColumn(), MofNCompleteColumn(),
                            TextColumn("{task.fields[failed]} failed"), TimeElapsedColumn(),
                            TimeRemainingColumn(), console=self.console, transient=False)
        task = self.bar.add_task("order", total=self.total, failed=0)
        self.bar.start()
        failed = 0

        def advance(report: Report) -> None:
            nonlocal failed
            failed += bool(report.error)
            self.bar.update(task, advance=1, failed=failed)  # type: ignore[union-attr]

        return advance

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()
