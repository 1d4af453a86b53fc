"""`--show-plan` and `--profile` for the commands that run the engine (run, order, edges)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Optional

import typer

from csarules.engine.profile import Observer, observing
from csarules.errors import CsaError

ShowPlanOpt = Annotated[bool, typer.Option(
    "--show-plan", help="Print each rule's join plan (per delta version: atom order, index "
    "columns, where each condition is checked) instead of the normal output. Plans depend "
    "on relation sizes, so the rules are evaluated. Embedded engine only.")]
ProfileOpt = Annotated[bool, typer.Option(
    "--profile", help="Print time and new tuples per rule, slowest first, to stderr. "
    "Embedded engine only.")]
ProfileFileOpt = Annotated[
    Optional[Path],  # noqa: UP045 - typer needs Optional on 3.11
    typer.Option("--profile-file", help="Write the --profile summary to this file instead.")]


@contextmanager
def observed(engine: str, show_plan: bool, profile: bool,
             profile_file: Path | None) -> Iterator[Observer | None]:
    """Observe the embedded runs inside the block when a flag asks for it."""
    wanted = show_plan or profile or profile_file is not None
    if not wanted:
        yield None
        return
    if engine != "embedded":
        flag = "--show-plan" if show_plan else "--profile"
        raise CsaError(flag, None, "needs the embedded engine (Soufflé has its own: "
                       "souffle --profile / --show=...)")
    with observing(plans=show_plan) as observer:
        yield observer


def report_profile(observer: Observer | None, profile: bool, profile_file: Path | None,
                   inputs: list[Path]) -> None:
    if observer is None or not (profile or profile_file is not None):
        return
    if profile_file is not None:
        from csarules.fileio import write_atomic

        write_atomic(profile_file, observer.render_profile(), inputs=inputs)
    else:
        sys.stderr.write(observer.render_profile())
