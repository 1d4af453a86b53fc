"""`csarules sim`: execute one function, report cycles, the oracle bound and races."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from csarules.errors import CsaError
from csarules.expand.hook import NoExpandOpt, NoStorageCheckOpt, expanded
from csarules.sim.defaults import DEFAULT_MAX_STEPS
from csarules.version.decide import DEFAULT_MAX_CHECKS
from csarules.version.hook import NOTE, MaxChecksOpt, NoRuntimeChecksOpt, Versioning
from csarules.version.lines import copy_lines

if TYPE_CHECKING:  # the simulator is imported when a command runs, not to build the CLI
    from csarules.ir.model import Module
    from csarules.sim.api import SimResult


def order_for_simulation(module: Module, mode: str | None) -> Module:
    """`module` itself when it is ordered (or mode is 'unordered'), else ordered with `mode`."""
    from csarules.sim.api import is_ordered

    if is_ordered(module) or mode == "unordered":
        return module
    try:
        from csarules.order.pipeline import order_module
    except ImportError:
        raise CsaError(module.path, None, "ordering is not available") from None
    from csarules.ir.reader import parse_module

    text = order_module(module, mode)
    return parse_module(text, module.path + f" (ordered, {mode or 'default'} mode)")


def _summary(result: SimResult, entry: str) -> str:
    lines = [f"@{entry}: returned {result.return_value}",
             f"  cycles {result.cycles} (oracle {result.oracle_cycles})",
             f"  dynamic: {result.dynamic['instructions']} instructions, "
             f"{result.dynamic['memops']} memory ops ({result.dynamic['loads']} loads, "
             f"{result.dynamic['stores']} stores)",
             f"  races: {result.race_count}"]
    if result.output:
        lines.insert(3, f"  output: {len(result.output)} characters printed (shown by --json)")
    for race in result.races:
        a, b = race["first"], race["second"]
        lines.append(f"    line {a['line']} (iteration {a['iteration']}) -> line {b['line']} "
                     f"(iteration {b['iteration']}) unordered")
    if result.race_count > len(result.races):
        lines.append(f"    ... {result.race_count - len(result.races)} more")
    if result.schedule != "sequential":
        verdict = "matches" if result.matches_sequential else "DIFFERS from"
        lines.append(f"  random schedule {verdict} the sequential run")
        if result.differences:
            lines.append(f"    {result.different_bytes} bytes differ: "
                         + ", ".join(result.differences))
        if result.divergences:
            lines.append("    branches or accesses diverged at lines "
                         + ", ".join(str(x) for x in result.divergences))
    return "\n".join(lines)


def sim(
    input: Annotated[Path, typer.Argument(help="LLVM IR file (.ll), ordered or not.",
                                          show_default=False)],
    entry: Annotated[str, typer.Option("--entry", "-e", help="Function to run.")],
    arg: Annotated[
        Optional[list[str]],  # noqa: UP045 - typer needs Optional on 3.11
        typer.Option("--arg", "-a", help="NAME=SPEC or SPEC (positional). SPEC: scalar "
                     "(64, -3, 2.5), buffer TYPE[COUNT]:FILL (i8..i64, f32, f64; zero, iota, "
                     "const=V, random:seed=N) or OTHER+BYTES. Without --arg: the entry's "
                     "arguments from INPUT.args (TOML) or the directory's kernels.json."),
    ] = None,
    mode: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option("--mode", "-m", help="Ordering mode for unordered input (default: the "
                     "default mode); 'unordered' simulates the input as it is."),
    ] = None,
    extern: Annotated[
        Optional[list[str]],  # noqa: UP045
        typer.Option("--extern", help="NAME: a declared function run as a no-op returning 0; "
                     "NAME=clobber: it also writes every object its pointer arguments point "
                     "into and every writable global, so a call left unordered races."),
    ] = None,
    latency: Annotated[
        Optional[str],  # noqa: UP045
        typer.Option("--latency", help="e.g. load=20,store=20,alu=1,call=20"),
    ] = None,
    schedule: Annotated[str, typer.Option("--schedule", help="sequential or random")] = (
        "sequential"),
    seed: Annotated[int, typer.Option("--seed", help="Seed of the random schedule.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    max_steps: Annotated[int, typer.Option("--max-steps", help="Dynamic instruction limit.")] = (
        DEFAULT_MAX_STEPS),
    max_races: Annotated[int, typer.Option("--max-races", help="Races listed (all counted).")
                         ] = 20,
    ordered_out: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("--ordered-out", help="Write the ordered IR that was simulated (race "
                     "lines refer to it)."),
    ] = None,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    no_runtime_checks: NoRuntimeChecksOpt = False,
    max_checks: MaxChecksOpt = DEFAULT_MAX_CHECKS,
) -> None:
    """Execute a function as a dataflow machine: result, cycles, oracle cycles, races.

    Exit status 0 when the run is race-free and matches sequential execution, 1 when it
    races or differs, 2 on bad input."""
    from csarules.fileio import write_atomic
    from csarules.ir.linediff import lines_back
    from csarules.ir.reader import read_module
    from csarules.sim.api import is_ordered, simulate
    from csarules.sim.args import check_cli_names, split_cli_args

    original = read_module(input)
    unordered = original if is_ordered(original) else expanded(original, no_expand,
                                                                no_storage_check)
    if not is_ordered(original):
        unordered = _versioned(unordered, mode, Versioning(not no_runtime_checks, max_checks))
    module = order_for_simulation(unordered, mode)
    if ordered_out is not None:
        write_atomic(ordered_out, module.text, inputs=[input])
    try:
        specs = split_cli_args(arg or [])
    except CsaError as exc:
        raise CsaError(str(input), None, exc.message) from None
    if arg is None:
        # no --arg: the arguments kept beside the input (prog.ll.args or kernels.json)
        from csarules.sim.argsfile import setups_for

        setup = setups_for(input).get(entry)
        if setup is not None:
            specs = setup.args
            extern = extern if extern is not None else list(setup.externs)
    func = next((f for f in original.functions if f.name == entry), None)
    if func is not None and arg is not None:
        check_cli_names(str(input), func, specs)
    # Lines of the module simulated, reported as lines of the input (ordered on the fly, it
    # has more lines than the file the user gave)
    back = lines_back(original.text, module.text) if module is not original else None
    try:
        result = simulate(module, entry, specs, externs=tuple(extern or ()), latency=latency,
                          schedule=schedule, seed=seed, max_steps=max_steps,
                          race_limit=max_races,
                          sections_from=unordered if module is not original else None)
    except CsaError as exc:
        if back is None or exc.path != module.path:
            raise
        raise CsaError(str(input), back.get(exc.line or 0), exc.message) from None
    if back is not None:
        report = unordered.notes.get(NOTE)
        copied = copy_lines(module, report) if report is not None else {}
        _map_lines(result, back, copied)
    if as_json:
        sys.stdout.write(json.dumps(result.to_json(), indent=2) + "\n")
    else:
        print(_summary(result, entry))
    # a check for scripts: races, or a result other than sequential execution's
    if result.race_count or not result.matches_sequential:
        raise typer.Exit(1)


def _map_lines(result: SimResult, back: dict[int, int],
               copied: dict[int, tuple[int, str]]) -> None:
    """Lines of the module simulated as input lines; an access of a versioned nest's copy
    as the line it copies, with the copy's header label."""
    for race in result.races:
        for side in ("first", "second"):
            line = race[side]["line"]
            if line in copied:
                race[side]["line"], race[side]["copy"] = copied[line]
            else:
                race[side]["line"] = back.get(line, line)
    result.divergences = [copied[line][0] if line in copied else back.get(line, line)
                          for line in result.divergences]


def _versioned(module: Module, mode: str | None, versioning: Versioning) -> Module:
    """The unordered module simulated, with its loop nests versioned as `order` does."""
    if mode == "unordered":
        return module
    try:
        from csarules.order.ordering import version_nests
    except ImportError:
        return module
    return version_nests(module, mode, None, versioning)


def register(app: typer.Typer) -> None:
    app.command("sim")(sim)
