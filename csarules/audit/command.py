"""`csarules why` and `csarules report`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from csarules.audit.report import DEFAULT_CFG_BLOCKS, DEFAULT_DERIVATIONS
from csarules.errors import CsaError
from csarules.expand.hook import NoExpandOpt, NoStorageCheckOpt
from csarules.order.command import (
    EngineOpt,
    InputArg,
    ModeOpt,
    RulesOpt,
    SouffleOpt,
    _one_program,
)
from csarules.version.decide import DEFAULT_MAX_CHECKS
from csarules.version.hook import MaxChecksOpt, NoRuntimeChecksOpt, Versioning


def why(
    input: InputArg,
    src: Annotated[str, typer.Argument(help="Line of the op waited for (or of `define`); "
                                       "N' names line N in a versioned nest's copy.")],
    dst: Annotated[str, typer.Argument(help="Line of the waiting op (N': in the copy).")],
    carried_by: Annotated[
        Optional[str],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Option("--carried-by", help="Loop header label (no %) of the context to explain."),
    ] = None,
    brief: Annotated[bool, typer.Option("--brief", help="Only the sentence.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="The sentences and the trees as "
                                          "JSON.")] = False,
    mode: ModeOpt = None,
    rules: RulesOpt = None,
    engine: EngineOpt = "embedded",
    souffle: SouffleOpt = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    no_runtime_checks: NoRuntimeChecksOpt = False,
    max_checks: MaxChecksOpt = DEFAULT_MAX_CHECKS,
) -> None:
    """Explain why line DST waits for line SRC (or why not): a sentence, then the
    derivation trees from the rules. Lines are lines of INPUT."""
    from csarules.audit.why import explain, parse_line, write_json, write_text
    from csarules.gcpause import paused_gc
    from csarules.order.command import _engine
    from csarules.order.ordering import read_unordered

    if brief and as_json:
        raise CsaError("csarules why", None, "--brief and --json exclude each other")
    _one_program("why", mode, rules)
    src_line, src_copy = parse_line("src", src)
    dst_line, dst_copy = parse_line("dst", dst)
    # The collector stays paused until the function's millions of tuples are freed (when
    # this returns): each pass of it over them would cost seconds.
    with paused_gc():
        module = read_unordered(input, no_expand, no_storage_check, None, mode, rules,
                                Versioning(not no_runtime_checks, max_checks),
                                _engine(engine, souffle), souffle)
        answer = explain(module, str(input), src_line, dst_line, carried_by=carried_by,
                         mode=mode, rules=rules, engine=_engine(engine, souffle),
                         souffle=souffle, src_copy=src_copy, dst_copy=dst_copy)
        if as_json:
            write_json(answer, str(input))
        else:
            write_text(answer, brief)


def report(
    input: InputArg,
    output: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("-o", "--output", help="The HTML file to write (default: beside INPUT, "
                     "its name with .html)."),
    ] = None,
    function: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option("--function", "-f", help="Only this function (default: all)."),
    ] = None,
    args: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("--args", help="Simulation arguments (the TOML file `sim` reads beside "
                     "INPUT, INPUT.args): the functions it sets up are simulated and the "
                     "page shows cycles, the oracle's and the races."),
    ] = None,
    derivations: Annotated[
        int, typer.Option("--derivations", min=0, help="Derivations kept in the page per "
                          "function (the others are a `csarules why` away).")
    ] = DEFAULT_DERIVATIONS,
    cfg_blocks: Annotated[
        int, typer.Option("--cfg-blocks", min=0, help="Draw the memop CFG of functions of "
                          "at most this many blocks.")
    ] = DEFAULT_CFG_BLOCKS,
    mode: ModeOpt = None,
    rules: RulesOpt = None,
    engine: EngineOpt = "embedded",
    souffle: SouffleOpt = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    no_runtime_checks: NoRuntimeChecksOpt = False,
    max_checks: MaxChecksOpt = DEFAULT_MAX_CHECKS,
) -> None:
    """Write an HTML page of the ordering: the source (C lines when the module has debug
    locations, else the IR) with each memory operation's edges, released pairs and
    warnings; a click on a pair gives its reason in a sentence and its derivation; the
    memop CFG; with --args, the simulation."""
    from csarules.audit.page import page
    from csarules.audit.report import (
        Settings,
        gather,
        progress_printer,
        report_functions,
        simulate_functions,
    )
    from csarules.fileio import write_atomic
    from csarules.gcpause import paused_gc
    from csarules.order.command import _engine
    from csarules.order.ordering import read_unordered

    target = output if output is not None else _beside(input)
    settings = Settings(mode, rules, _engine(engine, souffle), souffle, derivations,
                        cfg_blocks)
    with paused_gc():
        module = read_unordered(input, no_expand, no_storage_check, None, mode, rules,
                                Versioning(not no_runtime_checks, max_checks),
                                _engine(engine, souffle), souffle)
        functions = report_functions(module, str(input), function)
        data = gather(module, str(input), functions, settings,
                      progress=progress_printer(len(functions)))
        if args is not None:
            simulate_functions(module, data, args, settings,
                               warn=lambda text: print(text, file=sys.stderr))
        html = page(data, module, str(input))
    write_atomic(target, html, inputs=[input] + ([args] if args is not None else []))


def _beside(input: Path) -> Path:
    if str(input) == "-":
        raise CsaError("csarules report", None, "reading stdin, the page needs -o FILE")
    return input.with_suffix(".html")


def register(app: typer.Typer) -> None:
    app.command("why")(why)
    app.command("report")(report)
