"""The command-line options `order`, `edges` and `try` share for a compilation database.
(Only typer here: building the command line imports nothing else of csarules/build/.)"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Optional

import typer

CompdbOpt = Annotated[
    Optional[Path],  # noqa: UP045 - typer needs Optional on 3.11
    typer.Option("--compdb", help="A build's compile_commands.json: compile each of its "
                 "C/C++ sources to IR by its own command (-O, -I, -D, -std kept) and take "
                 "that IR as input. Re-runs redo only what changed.", show_default=False),
]
CcOpt = Annotated[
    Optional[str],  # noqa: UP045
    typer.Option("--cc", help="With --compdb: the clang that writes the IR (default: each "
                 "entry's own compiler, which must be clang).", show_default=False),
]
DebugInfoOpt = Annotated[
    bool, typer.Option("--debug-info", help="With --compdb: keep the entries' -g (debug "
                       "information is dropped from the IR otherwise).")]
SummaryJsonOpt = Annotated[
    Optional[Path],  # noqa: UP045
    typer.Option("--summary-json", help="With --compdb: also write the run's summary (counts, "
                 "each source's status, failures) here as JSON.", show_default=False),
]


@dataclass(frozen=True)
class BuildOptions:
    compdb: Path | None
    cc: str | None = None
    debug_info: bool = False
    summary_json: Path | None = None

    def stray(self) -> list[str]:
        """The options given that only mean something with --compdb."""
        given = [("--cc", self.cc is not None), ("--debug-info", self.debug_info),
                 ("--summary-json", self.summary_json is not None)]
        return [name for name, is_given in given if is_given]
