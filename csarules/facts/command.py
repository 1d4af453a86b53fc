"""The `csarules facts PROG.ll -o DIR` command."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from csarules.errors import CsaError


def register(app: typer.Typer) -> None:
    @app.command("facts")
    def facts(
        program: Annotated[Path, typer.Argument(help="LLVM IR file (.ll)")],
        output: Annotated[
            Path, typer.Option("-o", "--output", help="directory for the <relation>.facts files")
        ],
    ) -> None:
        """Extract the Datalog input facts of PROG.ll into DIR (Soufflé -F format)."""
        from csarules.extract import extract_facts
        from csarules.facts.writer import write_facts
        from csarules.ir.reader import read_module

        module = read_module(program)
        result = extract_facts(module)
        if output.exists() and not output.is_dir():
            raise CsaError(str(output), None, "output exists and is not a directory")
        try:
            write_facts(result, output)
        except OSError as exc:
            raise CsaError(str(output), None,
                           f"cannot write output: {exc.strerror or exc}") from None
