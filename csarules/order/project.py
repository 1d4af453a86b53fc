"""`csarules order a.ll dir/ ... -d OUTDIR`: many modules ordered by one pool of worker
processes (pool.py): a small module whole by one worker, a large one read here and its
groups of functions spread over the workers, the largest modules and groups first. Each
file's outcome is independent of the others and of the pool size (the same pipeline runs
on it), so `-j N` gives the bytes `-j 1` gives; a file's error is kept with that file and
reported at the end. `run_jobs` orders given (input, output) pairs; `order_project` plans
them from files and directories and reports."""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from csarules.errors import CsaError, InternalError
from csarules.order.ordering import (
    Ordered,
    Settings,
    counted,
    edges_json_counted,
    order_counted,
    order_plan,
    prepare,
)
from csarules.order.pipeline import GROUP_LINES
from csarules.order.pool import (
    Split,
    Whole,
    defined_functions,
    module_lines,
    running,
)

if TYPE_CHECKING:
    from csarules.order.pipeline import GroupPlan, Outcome


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
    functions: int = 0
    edges: int = 0  # emitted ordering edges


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
    return _write_file(job, settings, order_counted)


def edges_file(job: Job, settings: Settings) -> Report:
    """Write what `csarules edges --json` prints for one module into its output."""
    return _write_file(job, settings, edges_json_counted)


def _write_file(job: Job, settings: Settings,
                make: Callable[..., Ordered]) -> Report:
    report = Report(job.input)
    if job.problem is not None or job.output is None:
        report.error = job.problem
        return report
    expansion: list[str] = []  # (printed with the others, in input order)
    try:
        made = make(job.input, settings, warnings=expansion)
        _write(job, made.text)
    except Exception as err:  # noqa: BLE001 - one file's bug must not stop the others
        return failure(job, err, expansion)
    return _counted(report, made, expansion)


def _counted(report: Report, made: Ordered, expansion: list[str]) -> Report:
    report.warnings = expansion + made.warnings
    report.functions, report.edges = made.functions, made.edges
    return report


def _write(job: Job, text: str) -> None:
    from csarules.fileio import write_atomic

    write_atomic(job.output, text, inputs=[job.input], make_dirs=True)  # type: ignore[arg-type]


def failure(job: Job, err: BaseException, warnings: list[str] | None = None) -> Report:
    """The report of a file whose ordering raised `err` (after `warnings`)."""
    report = Report(job.input, list(warnings or ()))
    if isinstance(err, CsaError):
        report.error = err.render()
    elif isinstance(err, InternalError):
        report.error, report.internal = f"{job.input}: internal error: {err}", True
    else:
        report.error = f"{job.input}: internal error: {type(err).__name__}: {err}"
        report.internal = True
    return report


class _LargeFile(Split):
    """A large module: read here, its groups ordered by the workers, written here."""

    owns_module = True

    def __init__(self, job: Job, settings: Settings, lines: int, functions: int) -> None:
        self.job, self.settings = job, settings
        self.cost, self.functions = lines, functions
        self.expansion: list[str] = []

    def open(self) -> list[GroupPlan]:
        return [order_plan(self.job.input, self.settings, self.expansion)]

    def finish(self, outcomes: list[Outcome]) -> Report:
        made = counted(outcomes[0])
        _write(self.job, made.text)
        return _counted(Report(self.job.input), made, self.expansion)

    def failed(self, error: BaseException) -> Report:
        return failure(self.job, error, self.expansion)


def _worker_died(job: Job) -> Callable[[BaseException], Report]:
    def report(err: BaseException) -> Report:
        return Report(job.input, error=f"{job.input}: internal error: the worker ordering "
                      f"it stopped: {type(err).__name__}: {err}", internal=True)

    return report


def run_jobs(jobs: list[Job], settings: Settings, workers: int,
             progress: AbstractContextManager[RunProgress]) -> list[Report]:
    """Every job's report, in the jobs' order, whatever order they finish in. `progress`
    is entered once the workers exist (forking beside its display thread is not safe)."""
    reports: list[Report | None] = [None] * len(jobs)
    work = [k for k, job in enumerate(jobs) if job.output is not None and job.problem is None]
    for k in set(range(len(jobs))) - set(work):
        reports[k] = order_file(jobs[k], settings)  # (its problem, as its report)
    sizes = {k: module_lines(jobs[k].input) for k in work}
    functions = {k: defined_functions(jobs[k].input) for k in work}
    if workers <= 1 or (len(work) <= 1 and not any(s >= GROUP_LINES for s in sizes.values())):
        with progress as shown:
            shown.planned(sum(functions.values()))
            for k in sorted(set(range(len(jobs))) - set(work)):
                shown.file_done(reports[k])  # type: ignore[arg-type]
            for k in work:
                reports[k] = order_file(jobs[k], settings)
                shown.functions_done(functions[k])
                shown.file_done(reports[k])  # type: ignore[arg-type]
        return reports  # type: ignore[return-value]
    items: list[Whole | Split] = [
        _LargeFile(jobs[k], settings, sizes[k], functions[k]) if sizes[k] >= GROUP_LINES
        else Whole(order_file, (jobs[k], settings), sizes[k], functions[k],
                   _worker_died(jobs[k]))
        for k in work]
    with running(workers) as pool, progress as shown:
        shown.planned(sum(functions.values()))
        for k in sorted(set(range(len(jobs))) - set(work)):
            shown.file_done(reports[k])  # type: ignore[arg-type]

        def done(i: int, report: Report) -> None:
            shown.file_done(report)

        for k, report in zip(work, pool.run(items, done, shown.functions_done), strict=True):
            reports[k] = report
    return reports  # type: ignore[return-value]


def order_jobs(jobs: list[Job], settings: Settings, workers: int,
               progress: AbstractContextManager[Callable[[Report], None]],
               work: Callable[[Job, Settings], Report] = order_file) -> list[Report]:
    """The entry point for front ends that plan their own jobs (csarules/build/: a
    compile_commands.json, the compiler wrapper): the rules are parsed once, then every
    job is done by `work` (order_file, or edges_file), each whole by one of a pool of
    `workers`; the reports come back in the jobs' order. `progress` is entered once the
    workers exist (forking beside its display thread is not safe) and told of each
    report."""
    prepare(settings)
    reports: list[Report | None] = [None] * len(jobs)
    if workers <= 1 or len(jobs) <= 1:
        with progress as advance:
            for k, job in enumerate(jobs):
                reports[k] = work(job, settings)
                advance(reports[k])  # type: ignore[arg-type]
        return reports  # type: ignore[return-value]
    # fork: the workers start with the rules already parsed and the modules imported
    context = multiprocessing.get_context(
        "fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    with ProcessPoolExecutor(max_workers=min(workers, len(jobs)), mp_context=context) as pool:
        pending: dict[Future[Report], int] = {
            pool.submit(work, job, settings): k for k, job in enumerate(jobs)}
        try:
            with progress as advance:
                while pending:
                    done, _ = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        k = pending.pop(future)
                        try:
                            reports[k] = future.result()
                        except Exception as err:  # noqa: BLE001 - a worker that died
                            reports[k] = _worker_died(jobs[k])(err)
                        advance(reports[k])  # type: ignore[arg-type]
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
    return reports  # type: ignore[return-value]


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


class RunProgress:
    """What a run reports as it goes: the functions it will order, files done (with their
    reports), functions done."""

    def planned(self, functions: int) -> None:
        pass

    def file_done(self, report: Report) -> None:
        pass

    def functions_done(self, count: int) -> None:
        pass


class _progress:
    """A rich progress bar on stderr when it is a terminal (files and functions done);
    nothing otherwise."""

    def __init__(self, files: int) -> None:
        from rich.console import Console

        self.console = Console(stderr=True)
        self.files = files
        self.bar = None

    def __enter__(self) -> RunProgress:
        if not self.console.is_terminal:
            return RunProgress()
        from rich.progress import (
            BarColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        # the bar and the time remaining follow the functions: one large file is most of
        # a run's work
        self.bar = bar = Progress(
            TextColumn("ordering"), BarColumn(),
            TextColumn("{task.fields[files_done]}/{task.fields[files]} files"),
            TextColumn("{task.completed}/{task.total} functions"),
            TextColumn("{task.fields[failed]} failed"), TimeElapsedColumn(),
            TimeRemainingColumn(), console=self.console, transient=False)
        task = bar.add_task("order", total=None, files=self.files, files_done=0, failed=0)
        bar.start()

        class Shown(RunProgress):
            files_done = failed = 0

            def planned(self, functions: int) -> None:
                bar.update(task, total=functions)

            def file_done(self, report: Report) -> None:
                self.files_done += 1
                self.failed += bool(report.error)
                bar.update(task, files_done=self.files_done, failed=self.failed)

            def functions_done(self, count: int) -> None:
                bar.update(task, advance=count)

        return Shown()

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()
