"""One module ordered: read as ordering takes it (an ordered module refused, loop builtins
expanded), evaluated group of functions by group, written back as text with its warnings.
The commands (`order`, `edges`, `diff`, `try`) and whole projects (project.py) build on it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from csarules.errors import CsaError
from csarules.expand.hook import expanded
from csarules.version.hook import Versioning, applies, versioned

if TYPE_CHECKING:  # imported by the commands that run, not to build the command line
    from csarules.ir.model import Module
    from csarules.order.pipeline import GroupPlan, GroupPool, GroupRun, Outcome

_ORDERING_CALLS = ("llvm.csa.inord", "llvm.csa.outord", "llvm.csa.mementry", "llvm.csa.all0")


@dataclass(frozen=True)
class Settings:
    mode: str | None
    rules: Path | None
    engine: str
    souffle: str | None
    no_expand: bool = False
    no_storage_check: bool = False
    versioning: Versioning = Versioning()

    def group_run(self) -> GroupRun:
        """How `order` evaluates a module's groups: for materialising only."""
        from csarules.order.pipeline import GroupRun

        return GroupRun(self.mode, self.rules, self.engine, self.souffle,
                        materialise_only=True)


NO_VERSIONING = Versioning(enabled=False)


def read_unordered(path: Path, no_expand: bool = False, no_storage_check: bool = False,
                   warnings: list[str] | None = None, mode: str | None = None,
                   rules: Path | None = None, versioning: Versioning = NO_VERSIONING,
                   engine: str = "embedded", souffle: str | None = None) -> Module:
    """The module, refused if it is ordered already, its loop builtins expanded (the
    expansion's warnings printed, or added to `warnings`) and, when the ordering asked
    for versions loop nests (`versioning`, the standard mode), its nests versioned behind
    run-time overlap checks."""
    from csarules.ir.reader import read_module

    module = read_module(path)
    for func in module.functions:
        for inst in func.instructions():
            if inst.callee in _ORDERING_CALLS:
                raise CsaError(
                    str(path), inst.line, f"input is already ordered (calls @{inst.callee})"
                )
    module = expanded(module, no_expand, no_storage_check, warnings)
    return version_nests(module, mode, rules, versioning, engine, souffle)


def version_nests(module: Module, mode: str | None, rules: Path | None,
                  versioning: Versioning, engine: str = "embedded",
                  souffle: str | None = None, only: str | None = None) -> Module:
    """`module` with its loop nests versioned behind run-time overlap checks, when the
    ordering asked for (the standard mode, no rules file of the user's) does that; with
    `only`, the nests of that function alone."""
    if not applies(mode, rules, versioning):
        return module
    from csarules.order.pipeline import GROUP_LINES, function_groups

    groups = ([[module.function(only)]] if only is not None
              else function_groups(module, GROUP_LINES))
    return versioned(module, groups, versioning, engine, souffle)


def prepare(settings: Settings) -> None:
    """Parse the rules and import what ordering a file needs once, before the workers
    fork, so that each starts with them instead of paying for them again."""
    import csarules.extract  # noqa: F401
    import csarules.order.materialise  # noqa: F401
    from csarules.order.pipeline import _program

    _program(settings.mode, settings.rules, listed=True)


def order_to_text(input: Path, settings: Settings, pool: GroupPool | None = None,
                  warnings: list[str] | None = None) -> tuple[str, list[str]]:
    """The ordered module, evaluated group of functions by group (memory follows the
    largest function; with a pool, the groups are evaluated by its workers), and the
    rules' warnings as lines. The expansion's warnings are printed as the module is
    read, or added to `warnings`."""
    ordered = order_counted(input, settings, pool, warnings)
    return ordered.text, ordered.warnings


class Ordered(NamedTuple):
    text: str  # the ordered module, or the `edges --json` document
    warnings: list[str]
    functions: int
    edges: int  # emitted ordering edges


def order_counted(input: Path, settings: Settings, pool: GroupPool | None = None,
                  warnings: list[str] | None = None) -> Ordered:
    """`order_to_text`, with the module's functions and emitted edges counted."""
    from csarules.gcpause import paused_gc
    from csarules.order.pipeline import derive_plans

    with paused_gc():
        plan = order_plan(input, settings, warnings)
        return counted(derive_plans([plan], pool)[0])


def counted(outcome: Outcome) -> Ordered:
    """The ordered module of an outcome, its warnings and counts."""
    text, warnings = ordered_text(outcome)
    edges = sum(len(fe.edges) for fe in outcome.functions.values())
    return Ordered(text, warnings, len(outcome.functions), edges)


def edges_json_counted(input: Path, settings: Settings, warnings: list[str] | None = None
                       ) -> Ordered:
    """What `csarules edges --json` prints for the module, with its counts."""
    import io

    from csarules.gcpause import paused_gc
    from csarules.order.edges_out import write_json
    from csarules.order.pipeline import GroupPlan, GroupRun, derive_plans

    with paused_gc():
        module = read_unordered(input, settings.no_expand, settings.no_storage_check,
                                warnings, settings.mode, settings.rules, settings.versioning,
                                settings.engine, settings.souffle)
        run = GroupRun(settings.mode, settings.rules, settings.engine, settings.souffle)
        outcome = derive_plans([GroupPlan(module, run)], None)[0]
        text = io.StringIO()
        write_json(outcome, text.write)
        edges = sum(len(fe.emitted) for fe in outcome.functions.values())
        return Ordered(text.getvalue(), warning_lines(outcome), len(outcome.functions), edges)


def order_plan(input: Path, settings: Settings, warnings: list[str] | None = None
               ) -> GroupPlan:
    """The module read (the expansion's warnings printed, or added to `warnings`), and
    how its groups are evaluated for `order`."""
    from csarules.order.pipeline import GroupPlan

    module = read_unordered(input, settings.no_expand, settings.no_storage_check, warnings,
                            settings.mode, settings.rules, settings.versioning,
                            settings.engine, settings.souffle)
    return GroupPlan(module, settings.group_run())


def ordered_text(outcome: Outcome) -> tuple[str, list[str]]:
    """The ordered module (verified) and its warnings as lines."""
    from csarules.order.pipeline import materialise_outcome

    return materialise_outcome(outcome), warning_lines(outcome)


def warning_lines(outcome: Outcome) -> list[str]:
    """The rules' warnings, at lines of the input file (order/input_lines.py)."""
    from csarules.order.input_lines import message, shown

    module = outcome.module
    lines = []
    for fe in outcome.functions.values():
        for line, text in fe.warnings:
            where = f"{module.path}:{shown(module, line)}" if line else module.path
            lines.append(f"{where}: warning: {message(module, text)}")
    return lines
