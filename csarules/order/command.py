"""`csarules order`, `csarules edges` and `csarules diff` (`why`: csarules/audit/)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from csarules.build.options import (
    BuildOptions,
    CcOpt,
    CompdbOpt,
    DebugInfoOpt,
    SummaryJsonOpt,
)
from csarules.engine.observe_cli import (
    ProfileFileOpt,
    ProfileOpt,
    ShowPlanOpt,
    observed,
    report_profile,
)
from csarules.errors import CsaError
from csarules.expand.hook import NoExpandOpt, NoStorageCheckOpt
from csarules.fileio import write_stdout
from csarules.order.ordering import (
    NO_VERSIONING,
    Settings,
    order_to_text,
    prepare,
    read_unordered,
    warning_lines,
)
from csarules.version.decide import DEFAULT_MAX_CHECKS
from csarules.version.hook import MaxChecksOpt, NoRuntimeChecksOpt, Versioning

if TYPE_CHECKING:  # imported by the commands that run, not to build the command line
    from csarules.order.pipeline import Outcome

ModeOpt = Annotated[
    Optional[str],  # noqa: UP045 - typer needs Optional on 3.11
    typer.Option("--mode", "-m", help="Ordering mode: standard (default), linear or race."),
]
EngineOpt = Annotated[
    str, typer.Option("--engine", help="Datalog engine: embedded (default) or souffle.")
]
SouffleOpt = Annotated[
    Optional[str],  # noqa: UP045
    typer.Option("--souffle", help="Path of the souffle binary (implies --engine souffle)."),
]
RulesOpt = Annotated[
    Optional[Path],  # noqa: UP045
    typer.Option(
        "--rules",
        help="Use this Datalog program instead of a shipped mode (it may #include "
        "rules/modes/standard.dl and add rules).",
    ),
]
InputArg = Annotated[Path, typer.Argument(help="LLVM IR file (.ll or .bc; - for stdin).",
                                          show_default=False)]


JobsOpt = Annotated[
    Optional[int],  # noqa: UP045
    typer.Option("-j", "--jobs", min=1, help="Worker processes: the groups of functions of "
                 "a large module, files, or a build's sources, evaluated at once (default: "
                 "all cores).", show_default=False),
]


def _derive(
    input: Path, mode: str | None, rules: Path | None, engine: str, souffle: str | None,
    no_expand: bool = False, no_storage_check: bool = False,
    versioning: Versioning = NO_VERSIONING,
) -> Outcome:
    from csarules.gcpause import paused_gc
    from csarules.order.pipeline import derive

    with paused_gc():
        module = read_unordered(input, no_expand, no_storage_check, None, mode, rules,
                                versioning, _engine(engine, souffle), souffle)
        return derive(module, mode, _engine(engine, souffle), souffle, rules=rules)


def _derive_groups(
    input: Path, mode: str | None, rules: Path | None, engine: str, souffle: str | None,
    no_expand: bool = False, no_storage_check: bool = False, count_required: bool = False,
    versioning: Versioning = NO_VERSIONING, jobs: int | None = 1,
) -> Outcome:
    """`_derive` group of functions by group, without provenance: what `edges` prints
    (memory follows the largest function, not the module; with more than one job, the
    groups of a large module are evaluated by worker processes)."""
    from csarules.gcpause import paused_gc
    from csarules.order.pipeline import GroupPlan, GroupRun, derive_plans
    from csarules.order.pool import pool_for

    run = GroupRun(mode, rules, _engine(engine, souffle), souffle,
                   count_required=count_required)
    with pool_for([input], jobs, prepare=run.program) as pool, paused_gc():
        module = read_unordered(input, no_expand, no_storage_check, None, mode, rules,
                                versioning, _engine(engine, souffle), souffle)
        return derive_plans([GroupPlan(module, run)], pool)[0]


def _one_program(command: str, mode: str | None, rules: Path | None) -> None:
    """--rules names the whole program run, so a mode given beside it would be ignored."""
    if mode is not None and rules is not None:
        raise CsaError(f"csarules {command}", None, "--mode and --rules exclude each other "
                       "(--rules names the whole program; a program that relaxes a mode "
                       "#includes it)")


def _engine(engine: str, souffle: str | None) -> str:
    if souffle:
        return "souffle"
    if engine not in ("embedded", "souffle"):
        raise CsaError("--engine", None, f"unknown engine '{engine}' (embedded or souffle)")
    return engine


def _print_warnings(outcome: Outcome) -> None:
    for line in warning_lines(outcome):
        print(line, file=sys.stderr)


def order(
    inputs: Annotated[
        Optional[list[Path]],  # noqa: UP045
        typer.Argument(help="LLVM IR files (.ll), or directories: every .ll under them.",
                       show_default=False),
    ] = None,
    output: Annotated[
        Optional[Path],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Option("-o", "--output", help="Write the ordered module here (atomically)."),
    ] = None,
    outdir: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("-d", "--output-dir",
                     help="Write each ordered module to DIR/<its relative path>."),
    ] = None,
    jobs: JobsOpt = None,
    mode: ModeOpt = None,
    rules: RulesOpt = None,
    engine: EngineOpt = "embedded",
    souffle: SouffleOpt = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    no_runtime_checks: NoRuntimeChecksOpt = False,
    max_checks: MaxChecksOpt = DEFAULT_MAX_CHECKS,
    show_plan: ShowPlanOpt = False,
    profile: ProfileOpt = False,
    profile_file: ProfileFileOpt = None,
    emit_bc: Annotated[
        bool, typer.Option("--emit-bc", help="Write LLVM bitcode (also implied by -o FILE.bc).")
    ] = False,
    compdb: CompdbOpt = None,
    cc: CcOpt = None,
    debug_info: DebugInfoOpt = False,
    summary_json: SummaryJsonOpt = None,
) -> None:
    """Order the memory operations of every function and print (or write) the module;
    with -d, order many modules (files or directories) in parallel; with --compdb, every
    source of a build.

    INPUT may be LLVM text or bitcode, '-' for stdin; -o - is stdout."""
    from csarules.order.output import write_module
    from csarules.order.pool import default_jobs, pool_for
    from csarules.order.project import order_project

    _one_program("order", mode, rules)
    settings = Settings(mode, rules, _engine(engine, souffle), souffle, no_expand,
                        no_storage_check, Versioning(not no_runtime_checks, max_checks))
    build = BuildOptions(compdb, cc, debug_info, summary_json)
    excluded = [name for name, given in (("-o", output is not None), ("--emit-bc", emit_bc),
                                         ("--show-plan", show_plan), ("--profile", profile),
                                         ("--profile-file", profile_file is not None))
                if given]
    if _with_compdb("order", build, inputs, outdir, excluded, settings, jobs):
        return
    if outdir is not None:
        if output is not None:
            raise CsaError("csarules order", None, "-o and -d exclude each other")
        if emit_bc:
            raise CsaError("csarules order", None, "--emit-bc writes one module, without -d")
        if show_plan or profile or profile_file is not None:
            raise CsaError("csarules order", None,
                           "--show-plan and --profile take one input, without -d")
        code = order_project(inputs, outdir, settings, jobs or default_jobs())
        if code:
            raise typer.Exit(code)
        return
    if len(inputs) > 1 or inputs[0].is_dir():
        raise CsaError("csarules order", None, "several modules or a directory need "
                       "-d OUTDIR (where to write the ordered modules)")
    observing = show_plan or profile or profile_file is not None
    # (plans and profiles are observed in this process: no workers then)
    with pool_for(inputs, 1 if observing else jobs, prepare=lambda: prepare(settings)) as pool, \
            observed(settings.engine, show_plan, profile, profile_file) as observer:
        text, warnings = order_to_text(inputs[0], settings, pool)
    report_profile(observer, profile, profile_file, [inputs[0]])
    if show_plan:
        write_stdout(observer.render_plans())  # type: ignore[union-attr]
        return
    for line in warnings:
        print(line, file=sys.stderr)
    write_module(text, output, emit_bc, inputs[0])


def _with_compdb(command: str, build: BuildOptions, inputs: list[Path] | None,
                 outdir: Path | None, excluded: list[str], settings: Settings,
                 jobs: int | None) -> bool:
    """Run the command over a compilation database when --compdb is given (True), else
    check that nothing meant for one was given and that there is an input (False)."""
    where = f"csarules {command}"
    if build.compdb is None:
        if build.stray():
            raise CsaError(where, None, f"{', '.join(build.stray())} go with --compdb")
        if not inputs:
            argument = "INPUTS..." if command == "order" else "INPUT"
            raise CsaError(where, None, f"Missing argument '{argument}' (or give --compdb)")
        return False
    if inputs:
        raise CsaError(where, None, "--compdb takes no INPUT: the database names the sources")
    if outdir is None:
        raise CsaError(where, None, "--compdb needs -d OUTDIR (where to write the outputs)")
    if excluded:
        raise CsaError(where, None, f"{', '.join(excluded)} take one input, not --compdb")
    from csarules.build.project import build_outputs
    from csarules.order.pool import default_jobs

    code = build_outputs(command, build.compdb, outdir, settings, jobs or default_jobs(),
                         build.cc, build.debug_info, build.summary_json)
    if code:
        raise typer.Exit(code)
    return True


def edges(
    input: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Argument(help="LLVM IR file (.ll or .bc; - for stdin).", show_default=False),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    mode: ModeOpt = None,
    rules: RulesOpt = None,
    engine: EngineOpt = "embedded",
    souffle: SouffleOpt = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    no_runtime_checks: NoRuntimeChecksOpt = False,
    max_checks: MaxChecksOpt = DEFAULT_MAX_CHECKS,
    show_plan: ShowPlanOpt = False,
    profile: ProfileOpt = False,
    profile_file: ProfileFileOpt = None,
    outdir: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("-d", "--output-dir", help="With --compdb: write each source's --json "
                     "document to DIR/<its path>.json.", show_default=False),
    ] = None,
    jobs: JobsOpt = None,
    compdb: CompdbOpt = None,
    cc: CcOpt = None,
    debug_info: DebugInfoOpt = False,
    summary_json: SummaryJsonOpt = None,
) -> None:
    """Print the ordering pairs each function requires, emits and releases; with --compdb
    and --json, write them for every source of a build."""
    from csarules.order.edges_out import write_json, write_text

    versioning = Versioning(not no_runtime_checks, max_checks)
    _one_program("edges", mode, rules)
    build = BuildOptions(compdb, cc, debug_info, summary_json)
    if compdb is not None and not as_json:
        raise CsaError("csarules edges", None, "--compdb writes --json documents: give --json")
    if compdb is None and outdir is not None:
        raise CsaError("csarules edges", None, "-d goes with --compdb")
    excluded = [name for name, given in (("--show-plan", show_plan), ("--profile", profile),
                                         ("--profile-file", profile_file is not None))
                if given]
    settings = Settings(mode, rules, _engine(engine, souffle), souffle, no_expand,
                        no_storage_check, versioning)
    if _with_compdb("edges", build, [input] if input is not None else [], outdir, excluded,
                    settings, jobs):
        return
    assert input is not None
    observing = show_plan or profile or profile_file is not None
    with observed(_engine(engine, souffle), show_plan, profile, profile_file) as observer:
        # plans and profiles stay those of one run over the whole module
        if observing:
            outcome = _derive(input, mode, rules, engine, souffle, no_expand, no_storage_check,
                              versioning)
        else:  # the text only counts the required pairs; the JSON lists them
            outcome = _derive_groups(input, mode, rules, engine, souffle, no_expand,
                                     no_storage_check, count_required=not as_json,
                                     versioning=versioning, jobs=jobs)
    report_profile(observer, profile, profile_file, [input])
    if show_plan:
        write_stdout(observer.render_plans())  # type: ignore[union-attr]
        return
    if as_json:
        write_json(outcome, sys.stdout.write)
        return
    _print_warnings(outcome)
    write_text(outcome, sys.stdout.write)


def diff(
    inputs: Annotated[list[Path], typer.Argument(help="LLVM IR files (.ll).")],
    rules: Annotated[Path, typer.Option("--rules", help="The Datalog program to try.")],
    mode: ModeOpt = None,
    jobs: JobsOpt = None,
) -> None:
    """Show which emitted edges a rules file adds or removes against a mode, per input."""
    from csarules.order.diffing import edge_diff
    from csarules.order.pipeline import GroupPlan, GroupRun, derive_plans
    from csarules.order.pool import pool_for

    # only the emitted pairs are compared: the required ones are not made
    base_run = GroupRun(mode, None, count_required=True)
    trial_run = GroupRun(None, rules, count_required=True)

    def parse() -> None:
        base_run.program()
        trial_run.program()

    with pool_for(inputs, jobs, prepare=parse) as pool:
        for path in inputs:
            module = read_unordered(path)
            base_plan = GroupPlan(module, base_run)
            try:
                trial_plan = GroupPlan(module, trial_run)
            except CsaError:  # a bad rules file: after the baseline's errors, as ever
                derive_plans([base_plan], pool)
                raise
            base, trial = derive_plans([base_plan, trial_plan], pool)
            for change in edge_diff(base, trial):
                if change.changed:
                    print("\n".join(change.render(str(path), base.mode, trial.mode)))


def register(app: typer.Typer) -> None:
    app.command("order")(order)
    app.command("edges")(edges)
    app.command("diff")(diff)
