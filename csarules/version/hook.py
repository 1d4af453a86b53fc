"""Run-time overlap checks as a step of every command that orders a module: `versioned()`
is the one call each makes, after the loop builtins' expansion; the options are shared."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from csarules.version.decide import DEFAULT_MAX_CHECKS

if TYPE_CHECKING:
    from csarules.ir.model import Function, Module

NOTE = "versioning"  # Module.notes key: the Versioned report

NoRuntimeChecksOpt = Annotated[
    bool, typer.Option("--no-runtime-checks", help="Do not version loop nests behind run-time "
                       "overlap checks (standard mode only; on by default).")]
MaxChecksOpt = Annotated[
    int, typer.Option("--max-checks", min=0, help="Most pointer-group comparisons one "
                      "versioned loop nest may take (default 8).")]


@dataclass(frozen=True)
class Versioning:
    """What decides whether and how `versioned` versions loop nests."""

    enabled: bool = True
    max_checks: int = DEFAULT_MAX_CHECKS


def applies(mode: str | None, rules: Path | str | None, versioning: Versioning) -> bool:
    """Nests are versioned for the standard mode's ordering, not for a rules file of the
    user's, whose relaxations the check knows nothing of, nor linear or race mode."""
    from csarules.rules_dir import default_mode

    return versioning.enabled and rules is None and (mode or default_mode()) == "standard"


def versioned(module: Module, groups: Iterable[Sequence[Function]], versioning: Versioning,
              engine: str = "embedded", souffle_path: str | None = None) -> Module:
    """`module` with its versionable loop nests versioned (itself when there are none);
    the report is its notes[NOTE]."""
    from csarules.version.decide import decide
    from csarules.version.rewrite import rewrite

    decision = decide(module, groups, versioning.max_checks, engine, souffle_path)
    result = rewrite(module, decision)
    result.module.notes[NOTE] = result
    return result.module
