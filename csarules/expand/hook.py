"""The expansion as the first step of every command that reads a program: `expanded()` is
the one call each command makes; the options are shared."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from csarules.ir.model import Module

NoExpandOpt = Annotated[
    bool, typer.Option("--no-expand", help="Do not expand loop builtins (parallel_loop, spmd, "
                       "spmdization, pipeline_loop) before ordering.")]
NoStorageCheckOpt = Annotated[
    bool, typer.Option("--no-loop-storage-check", help="Do not warn about iteration-local "
                       "storage in parallelized loops.")]


def expanded(module: Module, no_expand: bool = False, no_storage_check: bool = False,
             warnings: list[str] | None = None) -> Module:
    """`module` with its loop builtins expanded; the expansion's warnings go to stderr,
    or, given a list, as lines into it (to be printed with the module's others)."""
    if no_expand:
        return module
    from csarules.expand.expand import expand_module

    result = expand_module(module, storage_check=not no_storage_check)
    if warnings is None:
        print_warnings(module.path, result.warnings)
    else:
        warnings += warning_lines(module.path, result.warnings)
    out = result.module
    if out is not module:
        from csarules.ir.linediff import Origin

        # the file's lines, for the commands that name them (`edges`, `why`, `view`, ...)
        out.origin = Origin(module.text, out.text)
    out.warnings = list(result.warnings)
    return out


def print_warnings(path: str, warnings: list[tuple[int, str]]) -> None:
    for line in warning_lines(path, warnings):
        print(line, file=sys.stderr)


def warning_lines(path: str, warnings: list[tuple[int, str]]) -> list[str]:
    return [f"{path}:{line}: warning: {message}" for line, message in warnings]
