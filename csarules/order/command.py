"""`csarules order`, `csarules edges` and `csarules diff` (`why`: csarules/audit/)."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from csarules.engine.observe_cli import (
    ProfileFileOpt,
    ProfileOpt,
    ShowPlanOpt,
    observed,
    report_profile,
)
from csarules.errors import CsaError
from csarules.expand.hook import NoExpandOpt, NoStorageCheckOpt, expanded
from csarules.fileio import write_stdout

if TYPE_CHECKING:  # imported by the commands that run, not to build the command line
    from csarules.ir.model import Module
    from csarules.order.pipeline import Outcome
    from csarules.order.project import Settings

_ORDERING_CALLS = ("llvm.csa.inord", "llvm.csa.outord", "llvm.csa.mementry", "llvm.csa.all0")

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


def _read_unordered(path: Path, no_expand: bool = False, no_storage_check: bool = False
                    ) -> Module:
    from csarules.ir.reader import read_module

    module = read_module(path)
    for func in module.functions:
        for inst in func.instructions():
            if inst.callee in _ORDERING_CALLS:
                raise CsaError(
                    str(path), inst.line, f"input is already ordered (calls @{inst.callee})"
                )
    return expanded(module, no_expand, no_storage_check)


def _derive(
    input: Path, mode: str | None, rules: Path | None, engine: str, souffle: str | None,
    no_expand: bool = False, no_storage_check: bool = False,
) -> Outcome:
    from csarules.gcpause import paused_gc
    from csarules.order.pipeline import derive

    with paused_gc():
        module = _read_unordered(input, no_expand, no_storage_check)
        return derive(module, mode, _engine(engine, souffle), souffle, rules=rules)


def _derive_groups(
    input: Path, mode: str | None, rules: Path | None, engine: str, souffle: str | None,
    no_expand: bool = False, no_storage_check: bool = False, count_required: bool = False,
) -> Outcome:
    """`_derive` group of functions by group, without provenance: what `edges` prints
    (memory follows the largest function, not the module)."""
    from csarules.gcpause import paused_gc
    from csarules.order.pipeline import derive_by_groups

    with paused_gc():
        module = _read_unordered(input, no_expand, no_storage_check)
        return derive_by_groups(module, mode, _engine(engine, souffle), souffle, rules,
                                count_required=count_required)


def _engine(engine: str, souffle: str | None) -> str:
    if souffle:
        return "souffle"
    if engine not in ("embedded", "souffle"):
        raise CsaError("--engine", None, f"unknown engine '{engine}' (embedded or souffle)")
    return engine


def _print_warnings(outcome: Outcome) -> None:
    for line in _warning_lines(outcome):
        print(line, file=sys.stderr)


def order(
    inputs: Annotated[
        list[Path],
        typer.Argument(help="LLVM IR files (.ll), or directories: every .ll under them.",
                       show_default=False),
    ],
    output: Annotated[
        Optional[Path],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Option("-o", "--output", help="Write the ordered module here (atomically)."),
    ] = None,
    outdir: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("-d", "--output-dir",
                     help="Write each ordered module to DIR/<its relative path>."),
    ] = None,
    jobs: Annotated[
        Optional[int],  # noqa: UP045
        typer.Option("-j", "--jobs", min=1, help="Files ordered at once (default: all cores)."),
    ] = None,
    mode: ModeOpt = None,
    rules: RulesOpt = None,
    engine: EngineOpt = "embedded",
    souffle: SouffleOpt = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    show_plan: ShowPlanOpt = False,
    profile: ProfileOpt = False,
    profile_file: ProfileFileOpt = None,
    emit_bc: Annotated[
        bool, typer.Option("--emit-bc", help="Write LLVM bitcode (also implied by -o FILE.bc).")
    ] = False,
) -> None:
    """Order the memory operations of every function and print (or write) the module;
    with -d, order many modules (files or directories) in parallel.

    INPUT may be LLVM text or bitcode, '-' for stdin; -o - is stdout."""
    from csarules.order.output import write_module
    from csarules.order.project import Settings, default_jobs, order_project

    settings = Settings(mode, rules, _engine(engine, souffle), souffle, no_expand,
                        no_storage_check)
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
    with observed(settings.engine, show_plan, profile, profile_file) as observer:
        text, warnings = order_to_text(inputs[0], settings)
    report_profile(observer, profile, profile_file, [inputs[0]])
    if show_plan:
        write_stdout(observer.render_plans())  # type: ignore[union-attr]
        return
    for line in warnings:
        print(line, file=sys.stderr)
    write_module(text, output, emit_bc, inputs[0])


def prepare(settings: Settings) -> None:
    """Parse the rules and import what ordering a file needs once, before the workers
    fork, so that each starts with them instead of paying for them again."""
    import csarules.extract  # noqa: F401
    import csarules.order.materialise  # noqa: F401
    from csarules.order.pipeline import _program

    _program(settings.mode, settings.rules, listed=True)


def order_to_text(input: Path, settings: Settings) -> tuple[str, list[str]]:
    """The ordered module, evaluated group of functions by group (memory follows the
    largest function), and its warnings as lines."""
    from csarules.gcpause import paused_gc
    from csarules.order.pipeline import derive_by_groups, materialise_outcome

    with paused_gc():
        module = _read_unordered(input, settings.no_expand, settings.no_storage_check)
        outcome = derive_by_groups(module, settings.mode, settings.engine, settings.souffle,
                                   settings.rules, materialise_only=True)
        return materialise_outcome(outcome), _warning_lines(outcome)


def _warning_lines(outcome: Outcome) -> list[str]:
    """The rules' warnings, at lines of the input file (order/input_lines.py)."""
    from csarules.order.input_lines import message, shown

    module = outcome.module
    lines = []
    for fe in outcome.functions.values():
        for line, text in fe.warnings:
            where = f"{module.path}:{shown(module, line)}" if line else module.path
            lines.append(f"{where}: warning: {message(module, text)}")
    return lines


def edges(
    input: InputArg,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    mode: ModeOpt = None,
    rules: RulesOpt = None,
    engine: EngineOpt = "embedded",
    souffle: SouffleOpt = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    show_plan: ShowPlanOpt = False,
    profile: ProfileOpt = False,
    profile_file: ProfileFileOpt = None,
) -> None:
    """Print the ordering pairs each function requires, emits and releases."""
    from csarules.order.edges_out import write_json, write_text

    observing = show_plan or profile or profile_file is not None
    with observed(_engine(engine, souffle), show_plan, profile, profile_file) as observer:
        # plans and profiles stay those of one run over the whole module
        if observing:
            outcome = _derive(input, mode, rules, engine, souffle, no_expand, no_storage_check)
        else:  # the text only counts the required pairs; the JSON lists them
            outcome = _derive_groups(input, mode, rules, engine, souffle, no_expand,
                                     no_storage_check, count_required=not as_json)
    report_profile(observer, profile, profile_file, [input])
    if show_plan:
        write_stdout(observer.render_plans())  # type: ignore[union-attr]
        return
    if as_json:
        write_json(outcome, sys.stdout.write)
        return
    _print_warnings(outcome)
    write_text(outcome, sys.stdout.write)


def _short_paths(text: str) -> str:
    """Rule locations as a user would type them: `rules/ordering.dl:115`, not an absolute
    path through rules/modes/.."""

    def short(match: re.Match[str]) -> str:
        path = os.path.normpath(match.group(0))
        rel = os.path.relpath(path)
        return rel if not rel.startswith("..") else path

    return re.sub(r"/[^\s:\[\]]+\.dl", short, text)


def diff(
    inputs: Annotated[list[Path], typer.Argument(help="LLVM IR files (.ll).")],
    rules: Annotated[Path, typer.Option("--rules", help="The Datalog program to try.")],
    mode: ModeOpt = None,
) -> None:
    """Show which emitted edges a rules file adds or removes against a mode, per input."""
    from csarules.order.diffing import edge_diff
    from csarules.order.pipeline import derive_by_groups

    for path in inputs:
        module = _read_unordered(path)
        # only the emitted pairs are compared: the required ones are not made
        base = derive_by_groups(module, mode, count_required=True)
        trial = derive_by_groups(module, rules=rules, count_required=True)
        for change in edge_diff(base, trial):
            if change.changed:
                print("\n".join(change.render(str(path), base.mode, trial.mode)))


def register(app: typer.Typer) -> None:
    app.command("order")(order)
    app.command("edges")(edges)
    app.command("diff")(diff)
