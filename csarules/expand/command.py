"""`csarules expand` and `csarules include-dir`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from csarules.expand.hook import NoStorageCheckOpt, print_warnings


def include_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "include"


def expand(
    input: Annotated[Path, typer.Argument(help="LLVM IR file (.ll).", show_default=False)],
    output: Annotated[
        Optional[Path],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Option("-o", "--output", help="Write the expanded module here (atomically)."),
    ] = None,
    no_storage_check: NoStorageCheckOpt = False,
    explain: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option("--explain", help="Print the derivation of a tuple of rules/expand.dl "
                     "instead, e.g. 'marker_of(27, 15)' or 'section_start(27, 27)' (block ids "
                     "and instruction ids are input lines)."),
    ] = None,
) -> None:
    """Expand the loop builtins in front of loops into region/section, spmdization and
    pipeline intrinsics, as the CSA compiler's CLIE pass does; print (or write) the module."""
    from csarules.expand.expand import expand_module
    from csarules.fileio import write_atomic, write_stdout
    from csarules.ir.reader import read_module
    from csarules.ir.splice import written_text

    module = read_module(input)
    if explain is not None:
        _explain(module, explain)
        return
    result = expand_module(module, storage_check=not no_storage_check)
    print_warnings(module.path, result.warnings)
    text = written_text(result.module)
    if output is None or str(output) == "-":
        write_stdout(text)
    else:
        write_atomic(output, text, inputs=[input])


def _explain(module, query: str) -> None:
    from csarules.engine.command import parse_query
    from csarules.expand.decide import decide
    from csarules.rules_dir import short_rule_paths

    decisions = decide(module)
    relation, values = parse_query(query, decisions.result.program)
    tree = decisions.result.explain(relation, values)
    if tree is None:
        print(f"{relation}{values} does not hold")
    else:
        print(short_rule_paths(tree.render()))


def show_include_dir() -> None:
    """Print the directory of csa_builtins.h (use: clang -I$(csarules include-dir))."""
    print(include_dir())


def register(app: typer.Typer) -> None:
    app.command("expand")(expand)
    app.command("include-dir")(show_include_dir)
