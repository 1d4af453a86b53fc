"""The `csarules facts PROG.ll -o DIR` command."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer


def register(app: typer.Typer) -> None:
    @app.command("facts")
    def facts(
        program: Annotated[Path, typer.Argument(help="LLVM IR file (.ll)")],
        output: Annotated[
            Path, typer.Option("-o", "--output", help="directory for the <relation>.facts files")
        ],
    ) -> None:
        """Extract the Datalog input facts of PROG.ll into DIR (Soufflé -F format)."""
        from csarules.extract import RELATIONS, extract_facts
        from csarules.facts.writer import write_facts
        from csarules.ir.reader import read_module

        module = read_module(program)
        result = extract_facts(module, wanted=RELATIONS)
        write_facts(result, output)
