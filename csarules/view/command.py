"""`csarules view PROG.ll [--pre-ordering] [-o cfg.svg|cfg.dot] [--function NAME]`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from csarules.errors import CsaError
from csarules.expand.hook import NoExpandOpt, NoStorageCheckOpt, expanded
from csarules.version.decide import DEFAULT_MAX_CHECKS
from csarules.version.hook import MaxChecksOpt, NoRuntimeChecksOpt, Versioning

# Membership lives in rules/regions.dl, which only the standard mode includes.
_REGIONS_MODE = "standard"
_ORDERING_CALLS = ("llvm.csa.inord", "llvm.csa.outord", "llvm.csa.mementry", "llvm.csa.all0")


def register(app: typer.Typer) -> None:
    @app.command("view")
    def view(
        program: Annotated[Path, typer.Argument(help="LLVM IR file (.ll), not yet ordered.")],
        output: Annotated[
            Optional[Path],  # noqa: UP045 - typer needs Optional on 3.11
            typer.Option("-o", "--output",
                         help="Write here; the suffix picks the format: .dot/.gv (DOT text), "
                              ".svg/.png/.pdf (rendered by Graphviz dot). Default: DOT on "
                              "stdout."),
        ] = None,
        pre_ordering: Annotated[
            bool, typer.Option("--pre-ordering",
                               help="The memop CFG with the region/section intrinsics intact, "
                                    "before ordering (-csa-view-pre-ordering-memop-cfg).")
        ] = False,
        function: Annotated[
            Optional[str],  # noqa: UP045
            typer.Option("--function", "-f", help="Only this function (default: all)."),
        ] = None,
        mode: Annotated[
            Optional[str],  # noqa: UP045
            typer.Option("--mode", "-m", help="Ordering mode of the ordered view."),
        ] = None,
        loop: Annotated[
            Optional[int],  # noqa: UP045
            typer.Option("--loop", help="Only the innermost loop holding this line (of the "
                         "input file)."),
        ] = None,
        no_expand: NoExpandOpt = False,
        no_storage_check: NoStorageCheckOpt = False,
        no_runtime_checks: NoRuntimeChecksOpt = False,
        max_checks: MaxChecksOpt = DEFAULT_MAX_CHECKS,
    ) -> None:
        """Draw the memop CFG: blocks top to bottom, each memory op with the lines it waits
        for, coloured by parallel region/section membership; with the emitted ordering
        edges unless --pre-ordering (in the standard mode, a versioned nest's check block
        and both copies)."""
        from csarules.view.graphviz import output_format, write_graph

        if output is not None and str(output) != "-":
            output_format(output)  # reject an unknown suffix before any work
        text = view_dot(program, pre_ordering=pre_ordering, function=function, mode=mode,
                        expand=not no_expand, storage_check=not no_storage_check, loop=loop,
                        versioning=Versioning(not no_runtime_checks, max_checks))
        if output is None or str(output) == "-":
            sys.stdout.write(text)
        else:
            write_graph(text, output)


def view_dot(program: Path, *, pre_ordering: bool, function: str | None = None,
             mode: str | None = None, expand: bool = True, storage_check: bool = True,
             loop: int | None = None, versioning: Versioning | None = None) -> str:
    """The DOT text `csarules view` writes for `program` (with `loop`, an input line: only
    the innermost loop holding it); the ordered view versions loop nests as `order` does
    (`versioning`, default none)."""
    from csarules.extract import ModuleTables, extract_facts
    from csarules.ir.reader import read_module
    from csarules.order.pipeline import GROUP_LINES, derive, function_groups
    from csarules.view.dot import render
    from csarules.view.memop_cfg import build_views

    module = read_module(program)
    for func in module.functions:
        for inst in func.instructions():
            if inst.callee in _ORDERING_CALLS:
                raise CsaError(str(program), inst.line,
                               f"input is already ordered (calls @{inst.callee})")
    module = expanded(module, not expand, not storage_check)
    names = [func.name for func in module.functions]
    block = None
    if loop is not None:
        function, block = _loop_at(module, str(program), loop, function)
    if function is not None:
        if function not in names:
            raise CsaError(str(program), None, f"no function @{function} defined "
                           f"(functions: {', '.join(names) or 'none'})")
    if versioning is not None and not pre_ordering:
        from csarules.order.ordering import version_nests

        # (only the function drawn, so that drawing one costs that one)
        module = version_nests(module, mode, None, versioning, only=function)
    # The rules relate the operations of one function only: the drawn functions are
    # evaluated a group at a time (only the one asked for, with -f) without provenance,
    # so that drawing one function of a large module costs that function.
    groups = ([[module.function(function)]] if function is not None
              else function_groups(module, GROUP_LINES))
    tables = ModuleTables.of(module)
    views = []
    for group in groups:
        outcome = derive(module, _REGIONS_MODE if pre_ordering else mode,
                         facts=extract_facts(module, group, tables), provenance=False)
        views += build_views(outcome, _membership(outcome), [f.name for f in group],
                             ordered=not pre_ordering)
    if block is not None:
        from csarules.view.memop_cfg import loop_view

        header = _innermost_loop(views[0], block, str(program), loop)  # type: ignore[arg-type]
        views = [loop_view(views[0], header, _label(module, header))]
    kind = "pre-ordering memop CFG" if pre_ordering else f"ordered memop CFG ({outcome.mode})"
    return render(views, f"{Path(module.path).name}: {kind}")


def _membership(outcome: object):  # -> Membership
    from csarules.engine.diagnostics import EngineError
    from csarules.order.pipeline import derive
    from csarules.view.memop_cfg import Membership

    try:
        return Membership.from_result(outcome.result)  # type: ignore[attr-defined]
    except EngineError:
        # a mode without the region rules: take membership from a standard-mode run
        again = derive(outcome.module, _REGIONS_MODE, facts=outcome.facts,  # type: ignore[attr-defined]
                       provenance=False)
        return Membership.from_result(again.result)


def _label(module, block_id: int) -> str:
    for func in module.functions:
        for block in func.blocks:
            if block.id == block_id:
                return block.label
    return str(block_id)


def _loop_at(module, path: str, line: int, function: str | None) -> tuple[str, int]:
    """The function and the block (its id) holding input line `line`: an instruction's
    line, or a block label's."""
    from csarules.order.pipeline import function_of

    mline = module.module_line(line) if line >= 1 else None
    func = function_of(module, mline) if mline is not None else None
    if func is None:
        raise CsaError(path, None, f"--loop {line}: the line is in no function")
    if function is not None and function != func.name:
        raise CsaError(path, line, f"--loop {line}: the line is in @{func.name}, not "
                       f"@{function}")
    for block in func.blocks:
        if block.line == mline or any(i.line <= mline <= i.end_line for i in block.instructions):
            return func.name, block.id
    raise CsaError(path, line, f"--loop {line}: the line is in no block of @{func.name}")


def _innermost_loop(view, block: int, path: str, line: int) -> int:
    holding = [h for h, blocks in view.loops.items() if block in blocks]
    if not holding:
        raise CsaError(path, line, f"--loop {line}: the line is in no loop of @{view.name}")
    return min(holding, key=lambda h: (len(view.loops[h]), h))
