"""One module ordered: read as ordering takes it (an ordered module refused, loop builtins
expanded), evaluated group of functions by group, written back as text with its warnings.
The commands (`order`, `edges`, `diff`, `try`) and whole projects (project.py) build on it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from csarules.errors import CsaError
from csarules.expand.hook import expanded

if TYPE_CHECKING:  # imported by the commands that run, not to build the command line
    from csarules.ir.model import Module
    from csarules.order.pipeline import Outcome

_ORDERING_CALLS = ("llvm.csa.inord", "llvm.csa.outord", "llvm.csa.mementry", "llvm.csa.all0")


@dataclass(frozen=True)
class Settings:
    mode: str | None
    rules: Path | None
    engine: str
    souffle: str | None
    no_expand: bool = False
    no_storage_check: bool = False


def read_unordered(path: Path, no_expand: bool = False, no_storage_check: bool = False
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
        module = read_unordered(input, settings.no_expand, settings.no_storage_check)
        outcome = derive_by_groups(module, settings.mode, settings.engine, settings.souffle,
                                   settings.rules, materialise_only=True)
        return materialise_outcome(outcome), warning_lines(outcome)


def warning_lines(outcome: Outcome) -> list[str]:
    lines = []
    for fe in outcome.functions.values():
        for line, message in fe.warnings:
            where = f"{outcome.module.path}:{line}" if line else outcome.module.path
            lines.append(f"{where}: warning: {message}")
    return lines
