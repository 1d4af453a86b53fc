"""`csarules try` (an idea for a rule against a corpus) and `csarules rules check`."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

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
    """One file, in a worker: an error comes back as (path, line, message), picklable."""
    from csarules.trial.compare import compare_file

    try:
        return compare_file(*job)
    except CsaError as exc:
        return (exc.path, exc.line, exc.message)


def _results(jobs: list, workers: int) -> Iterator[FileTrial | tuple[str, int | None, str]]:
    if workers <= 1 or len(jobs) <= 1:
        yield from map(_work, jobs)
        return
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(_work, jobs)


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
        typer.Option("-j", "--jobs", help="Files tried in parallel (default: all cores).",
                     show_default=False),
    ] = None,
    seeds: Annotated[int, typer.Option("--seeds", help="Random schedules per simulated "
                                       "function, besides the sequential one.")] = 3,
) -> None:
    """Try an idea for a rule: the edges it changes on every function of the corpus and,
    for every changed function with arguments (INPUT.ll.args or kernels.json), simulated
    cycles under both rule sets and races under the idea (sequential and random schedules).

    Exit status 0 when the idea introduces no race, 1 when it does (the first racing pair
    and the rule that released it are named), 2 on bad input (nothing is simulated), 3 when
    it changes edges but no changed function could be simulated (not verified)."""
    from csarules.fileio import write_atomic
    from csarules.trial import report

    trial = _rule_set(str(idea)) if idea.suffix == ".dl" or idea.exists() else None
    if trial is None or trial.rules is None:
        raise CsaError(str(idea), None, "cannot read rules file")
    base = _rule_set(against)
    if jobs is None:
        from csarules.order.project import default_jobs

        jobs = default_jobs()
    if jobs < 1 or seeds < 0:
        raise CsaError("-j/--seeds", None, "-j must be at least 1 and --seeds at least 0")
    files = corpus_files(list(corpus) if corpus else [_default_corpus()])
    from csarules.sim.argsfile import setups_for

    for path in files:
        setups_for(path)  # a bad arguments file is bad input: refused before any work
    seed_list = tuple(range(1, seeds + 1))
    progress = _progress(files)
    results: list[FileTrial] = []
    for done, result in enumerate(_results([(f, trial, base, seed_list) for f in files], jobs),
                                  start=1):
        if isinstance(result, tuple):
            raise CsaError(*result)
        results.append(result)
        if progress is not None:
            progress(done, result.path)
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
