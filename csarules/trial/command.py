"""`csarules try` (an idea for a rule against a corpus) and `csarules rules check`."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from csarules.build.options import BuildOptions, CcOpt, CompdbOpt, DebugInfoOpt
from csarules.errors import CsaError

if TYPE_CHECKING:  # imported when an idea is tried, not to build the command line
    from csarules.trial.compare import FileTrial, RuleSet

_PROGRESS_BAR_FROM = 4  # files; fewer finish before a bar would be worth drawing


def _default_corpus() -> Path:
    from csarules.rules_dir import rules_dir

    return rules_dir().parent / "benchmarks" / "kernels"


def _shown(path: Path) -> str:
    rel = os.path.relpath(path)
    return rel if not rel.startswith("..") else str(path)


def corpus_files(items: list[Path]) -> list[str]:
    """The .ll files named or found (recursively, sorted) in the named directories."""
    files: list[str] = []
    for item in items:
        if item.is_dir():
            found = sorted(p for p in item.rglob("*.ll") if p.is_file())
            if not found:
                raise CsaError(str(item), None, "no .ll files in this directory")
            files += [_shown(p) for p in found]
        elif item.is_file():
            files.append(str(item))
        else:
            raise CsaError(str(item), None, "no such file or directory")
    return files


def _rule_set(text: str) -> RuleSet:
    from csarules.rules_dir import mode_program
    from csarules.trial.compare import RuleSet

    if text.endswith(".dl") or Path(text).is_file():
        return RuleSet(rules=_checked_rules(Path(text)))
    mode_program(text)  # an unknown mode is a usage error, before any work
    return RuleSet(mode=text)


def _checked_rules(path: Path) -> str:
    """Parse, type-check and stratify now: a broken idea fails before anything runs."""
    from csarules.engine import load_program
    from csarules.trial.rulecheck import check_program_file

    if not path.is_file():
        raise CsaError(str(path), None, "cannot read rules file")
    program = load_program(path)
    for warning in check_program_file(program, path):
        print(warning.render(), file=sys.stderr)
    return str(path)


def _work(job: tuple[str, RuleSet, RuleSet, tuple[int, ...]]
          ) -> FileTrial | tuple[str, int | None, str]:
    """One file, in a worker: an error comes back as (path, line, message)."""
    from csarules.trial.compare import compare_file

    try:
        return compare_file(*job)
    except CsaError as exc:
        return (exc.path, exc.line, exc.message)


def _results(jobs: list[tuple[str, RuleSet, RuleSet, tuple[int, ...]]], workers: int,
             progress: Callable[[int, str], None] | None
             ) -> list[FileTrial | tuple[str, int | None, str]]:
    """Every file's trial, in order: one after the other here, or by worker processes (a
    small file whole by one, a large file read here, the groups of functions of both its
    runs spread over them, and simulated here)."""
    from csarules.order.pipeline import GROUP_LINES
    from csarules.order.pool import module_lines

    sizes = [module_lines(Path(job[0])) for job in jobs]
    if workers <= 1 or (len(jobs) <= 1 and not any(s >= GROUP_LINES for s in sizes)):
        out = []
        for done, result in enumerate(map(_work, jobs), start=1):
            if isinstance(result, tuple):  # (the files after it are not tried)
                return [*out, result]
            out.append(result)
            if progress is not None:
                progress(done, result.path)
        return out
    from csarules.order.pool import Split, Whole, running
    from csarules.trial.compare import LargeFile

    items: list[Whole | Split] = [
        LargeFile(*job, lines=size) if size >= GROUP_LINES else Whole(_work, (job,), size)
        for job, size in zip(jobs, sizes, strict=True)]
    landed: dict[int, FileTrial | tuple[str, int | None, str]] = {}
    shown = 0

    def done(i: int, result: FileTrial | tuple[str, int | None, str]) -> None:
        """Progress in the files' order up to the first error, as one process shows it."""
        nonlocal shown
        landed[i] = result
        while shown in landed and not isinstance(landed[shown], tuple):
            trial = landed.pop(shown)
            shown += 1
            if progress is not None:
                progress(shown, trial.path)  # type: ignore[union-attr]

    with running(workers) as pool:
        return pool.run(items, done)


def _progress(files: list[str]) -> Callable[[int, str], None] | None:
    """A rich bar on a terminal for more than a few files, else one plain line per file."""
    if len(files) < _PROGRESS_BAR_FROM:
        return None
    if sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import Progress

        bar = Progress(console=Console(stderr=True), transient=True)
        task = bar.add_task("try", total=len(files))
        bar.start()

        def advance(done: int, path: str) -> None:
            bar.update(task, completed=done, description=Path(path).name)
            if done == len(files):
                bar.stop()

        return advance

    def line(done: int, path: str) -> None:
        print(f"try: [{done}/{len(files)}] {path}", file=sys.stderr, flush=True)

    return line


def try_idea(
    idea: Annotated[Path, typer.Argument(help="The Datalog program to try (.dl); it "
                                         "#includes a mode and adds relax(...) rules.",
                                         show_default=False)],
    corpus: Annotated[
        Optional[list[Path]],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Argument(help=".ll files or directories (default: benchmarks/kernels/).",
                       show_default=False),
    ] = None,
    against: Annotated[str, typer.Option("--against", help="Baseline: a mode (standard, "
                                         "linear, race) or a .dl file.")] = "standard",
    json_out: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("--json", help="Also write the full report here as JSON (atomically)."),
    ] = None,
    jobs: Annotated[
        Optional[int],  # noqa: UP045
        typer.Option("-j", "--jobs", help="Worker processes: files, and the groups of "
                     "functions of a large file, tried at once (default: all cores).",
                     show_default=False),
    ] = None,
    seeds: Annotated[int, typer.Option("--seeds", help="Random schedules per simulated "
                                       "function, besides the sequential one.")] = 3,
    compdb: CompdbOpt = None,
    ir_dir: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("-d", "--output-dir", help="With --compdb: keep the IR compiled from "
                     "the database here, as DIR/<source>.ll (default: a temporary "
                     "directory).", show_default=False),
    ] = None,
    cc: CcOpt = None,
    debug_info: DebugInfoOpt = False,
) -> None:
    """Try an idea for a rule: the edges it changes on every function of the corpus and,
    for every changed function with arguments (INPUT.ll.args or kernels.json), simulated
    cycles under both rule sets and races under the idea (sequential and random schedules).

    Exit status 0 when the idea introduces no race, 1 when it does (the first racing pair
    and the rule that released it are named), 2 on bad input (nothing is simulated), 3 when
    it changes edges but no changed function could be simulated (not verified)."""

    trial = _rule_set(str(idea)) if idea.suffix == ".dl" or idea.exists() else None
    if trial is None or trial.rules is None:
        raise CsaError(str(idea), None, "cannot read rules file")
    base = _rule_set(against)
    if jobs is None:
        from csarules.order.pool import default_jobs

        jobs = default_jobs()
    if jobs < 1 or seeds < 0:
        raise CsaError("-j/--seeds", None, "-j must be at least 1 and --seeds at least 0")
    build = BuildOptions(compdb, cc, debug_info)
    if compdb is None:
        if build.stray() or ir_dir is not None:
            raise CsaError("csarules try", None, "-d, --cc and --debug-info go with --compdb")
        files = corpus_files(list(corpus) if corpus else [_default_corpus()])
        _try_files(files, trial, base, jobs, seeds, idea, against, json_out)
        return
    if corpus:
        raise CsaError("csarules try", None, "--compdb is the corpus: give no other")
    from csarules.build.project import compile_corpus

    files, failures, temporary = compile_corpus(compdb, ir_dir, cc, debug_info, jobs)
    try:
        for line in failures:
            print(line, file=sys.stderr)
        if files:
            _try_files(files, trial, base, jobs, seeds, idea, against, json_out)
    finally:
        if temporary is not None:
            import shutil

            shutil.rmtree(temporary, ignore_errors=True)
    if failures:
        print(f"csarules try: {len(failures)} source(s) not compiled", file=sys.stderr)
        raise typer.Exit(2)


def _try_files(files: list[str], trial: RuleSet, base: RuleSet, jobs: int, seeds: int,
               idea: Path, against: str, json_out: Path | None) -> None:
    from csarules.fileio import write_atomic
    from csarules.sim.argsfile import setups_for
    from csarules.trial import report

    for path in files:
        setups_for(path)  # a bad arguments file is bad input: refused before any work
    seed_list = tuple(range(1, seeds + 1))
    results: list[FileTrial] = []
    for result in _results([(f, trial, base, seed_list) for f in files], jobs,
                           _progress(files)):
        if isinstance(result, tuple):
            raise CsaError(*result)
        results.append(result)
    lines: list[str] = []
    for ft in results:
        lines += report.function_lines(ft)
    figures = report.summary(results)
    if lines:
        lines.append("")
    lines += report.summary_table(figures)
    lines.append(report.verdict(results))
    print("\n".join(lines))
    if json_out is not None:
        doc = report.document(results, str(idea), against, seed_list)
        write_atomic(json_out, json.dumps(doc, indent=2) + "\n")
    if figures["races_introduced"]:
        raise typer.Exit(1)
    if report.nothing_verified(results):
        raise typer.Exit(report.NOT_VERIFIED)


def register(app: typer.Typer) -> None:
    from csarules.trial.rulecheck import check_command

    app.command("try")(try_idea)
    rules_app = typer.Typer(help="Check Datalog rule sets.", no_args_is_help=True)
    rules_app.command("check")(check_command)
    app.add_typer(rules_app, name="rules")
