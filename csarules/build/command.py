"""`csarules cc`: the compiler wrapper's command line (csarules/build/wrapper.py does it)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from csarules.build.options import DebugInfoOpt
from csarules.expand.hook import NoExpandOpt, NoStorageCheckOpt
from csarules.order.command import EngineOpt, ModeOpt, RulesOpt, SouffleOpt
from csarules.version.decide import DEFAULT_MAX_CHECKS
from csarules.version.hook import MaxChecksOpt, NoRuntimeChecksOpt, Versioning


def cc(
    command: Annotated[
        list[str],
        typer.Argument(help="After --: the compiler and its arguments, as the build gives "
                       "them (e.g. -- clang-19 -O2 -c foo.c -o foo.o).", show_default=False),
    ],
    out_dir: Annotated[
        Optional[Path],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Option("--out-dir", help="Write the ordered IR under DIR (at the object's path "
                     "relative to the working directory) instead of beside the object.",
                     show_default=False),
    ] = None,
    strict: Annotated[
        bool, typer.Option("--strict", help="An ordering failure fails the compile (exit 2, "
                           "the object removed); by default it is a warning.")] = False,
    mode: ModeOpt = None,
    rules: RulesOpt = None,
    engine: EngineOpt = "embedded",
    souffle: SouffleOpt = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    no_runtime_checks: NoRuntimeChecksOpt = False,
    max_checks: MaxChecksOpt = DEFAULT_MAX_CHECKS,
    debug_info: DebugInfoOpt = False,
) -> None:
    """Compile as the given compiler command does (same object, output and exit status),
    then write the ordered IR of each C/C++ source it compiled beside the object, as
    OBJECT.csa.ll. For builds: CC="csarules cc -- clang-19" make."""
    from csarules.build.wrapper import run_wrapper
    from csarules.order.command import _engine, _one_program
    from csarules.order.project import Settings

    _one_program("cc", mode, rules)
    settings = Settings(mode, rules, _engine(engine, souffle), souffle, no_expand,
                        no_storage_check, Versioning(not no_runtime_checks, max_checks))
    code = run_wrapper(list(command), settings, out_dir, strict, debug_info)
    if code:
        raise typer.Exit(code)


def register(app: typer.Typer) -> None:
    app.command("cc")(cc)
