"""`csarules sim`: execute one function, report cycles, the oracle bound and races."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from csarules.errors import CsaError
from csarules.expand.hook import NoExpandOpt, NoStorageCheckOpt
from csarules.sim.defaults import DEFAULT_MAX_STEPS
from csarules.version.decide import DEFAULT_MAX_CHECKS
from csarules.version.hook import NOTE, MaxChecksOpt, NoRuntimeChecksOpt, Versioning
from csarules.version.lines import copy_lines

if TYPE_CHECKING:  # the simulator is imported when a command runs, not to build the CLI
    from csarules.ir.model import Module
    from csarules.sim.api import SimResult


def order_for_simulation(module: Module, mode: str | None, rules: Path | None = None
                         ) -> Module:
    """`module` itself when it is ordered (or mode is 'unordered'), else ordered with `mode`
    (or the program in `rules`)."""
    from csarules.sim.api import is_ordered

    if is_ordered(module) or (mode == "unordered" and rules is None):
        return module
    try:
        from csarules.order.pipeline import order_module
    except ImportError:
        raise CsaError(module.path, None, "ordering is not available") from None
    from csarules.ir.reader import parse_module

    text = order_module(module, mode, rules=rules)
    how = f"{rules}" if rules is not None else f"{mode or 'default'} mode"
    return parse_module(text, module.path + f" (ordered, {how})")


def _summary(result: SimResult, entry: str, allow_mark_races: bool = False) -> str:
    returned = "void" if result.returns_void else result.return_value
    lines = [f"@{entry}: returned {returned}",
             f"  cycles {result.cycles} (oracle {result.oracle_cycles})",
             f"  dynamic: {result.dynamic['instructions']} instructions, "
             f"{result.dynamic['memops']} memory ops ({result.dynamic['loads']} loads, "
             f"{result.dynamic['stores']} stores)",
             f"  races: {result.race_count}"]
    if result.output:
        lines.insert(3, f"  output: {len(result.output)} characters printed (shown by --json)")
    for race in result.races:
        a, b = race["first"], race["second"]
        lines.append(f"    {_access(a)} -> {_access(b)} unordered")
    if result.race_count > len(result.races):
        lines.append(f"    ... {result.race_count - len(result.races)} more")
    if result.mark_race_count:
        allowed = " (allowed: --allow-mark-races)" if allow_mark_races else ""
        lines.append(f"  mark races: {result.mark_race_count}{allowed}: accesses that touch "
                     "the same bytes, one writing, left unordered by a parallel mark")
        for race in result.mark_races:
            a, b = race["first"], race["second"]
            lines.append(f"    {_access(a)} and {_access(b)} run concurrently by the "
                         f"mark at line {race['mark_line']}")
        if result.mark_race_count > len(result.mark_races):
            lines.append(f"    ... {result.mark_race_count - len(result.mark_races)} more")
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


def _access(side: dict) -> str:
    """One side of a race: its input line, the versioned nest's copy it ran in, its
    iteration."""
    copy = f" in %{side['copy']}" if "copy" in side else ""
    return f"line {side['line']}{copy} (iteration {side['iteration']})"


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
    rules: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("--rules", help="Order unordered input with this Datalog program "
                     "instead of a mode (e.g. one that includes rules/modes/standard.dl "
                     "and adds rules)."),
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
    seed: Annotated[
        Optional[int],  # noqa: UP045
        typer.Option("--seed", help="Seed of the random schedule (with --schedule random; "
                     "default 0).", show_default=False),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    max_steps: Annotated[int, typer.Option("--max-steps", help="Dynamic instruction limit.")] = (
        DEFAULT_MAX_STEPS),
    max_races: Annotated[int, typer.Option("--max-races", help="Races (and mark races) "
                                           "listed; all are counted.")] = 20,
    ordered_out: Annotated[
        Optional[Path],  # noqa: UP045
        typer.Option("--ordered-out", help="Write the ordered IR that was simulated (race "
                     "lines refer to it)."),
    ] = None,
    edge_profile: Annotated[
        bool, typer.Option("--edge-profile", help="Also say which required pairs met a real "
                           "conflict in this run, which emitted edges guarded none, and the "
                           "static limit: the cycles of this run ordered by the conflicting "
                           "pairs alone (unordered input).")] = False,
    allow_mark_races: Annotated[
        bool, typer.Option("--allow-mark-races", help="Report mark races (conflicting "
                           "accesses a parallel mark let run concurrently) as warnings: "
                           "they do not make the exit status 1.")] = False,
    no_expand: NoExpandOpt = False,
    no_storage_check: NoStorageCheckOpt = False,
    no_runtime_checks: NoRuntimeChecksOpt = False,
    max_checks: MaxChecksOpt = DEFAULT_MAX_CHECKS,
) -> None:
    """Execute a function as a dataflow machine: result, cycles, oracle cycles, races.

    Exit status 0 when the run is race-free (no race, no mark race unless
    --allow-mark-races) and matches sequential execution, 1 when it races or differs, 2 on
    bad input."""
    from csarules.fileio import write_atomic
    from csarules.ir.linediff import lines_back
    from csarules.ir.reader import read_module
    from csarules.sim.api import is_ordered, simulate
    from csarules.sim.args import (
        check_cli_names,
        check_extern_names,
        parse_externs,
        split_cli_args,
    )

    if seed is not None and schedule != "random":
        raise CsaError("--seed", None, "--seed is the seed of a random schedule: give "
                       "--schedule random too")
    original = read_module(input)
    names, _ = parse_externs(str(input), extern or [])
    check_extern_names(str(input), original.declarations, names)
    if is_ordered(original):
        unordered, marks = original, {}
    else:
        unordered, marks = _expanded(original, no_expand, no_storage_check)
    if rules is not None and mode is not None:
        raise CsaError("--rules", None, "give --mode or --rules, not both")
    if not is_ordered(original):
        unordered = _versioned(unordered, mode, rules,
                               Versioning(not no_runtime_checks, max_checks))
    outcome = None
    if edge_profile:
        module, outcome = _ordered_outcome(original, unordered, mode, rules)
    else:
        module = order_for_simulation(unordered, mode, rules)
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
    # lines of the module read (its loop builtins expanded, its nests versioned) as input
    # lines: a region's mark, a copied access and an edge profile are named by them
    to_input = lines_back(original.text, unordered.text) if unordered is not original else {}
    try:
        result = simulate(module, entry, specs, externs=tuple(extern or ()), latency=latency,
                          schedule=schedule, seed=seed or 0, max_steps=max_steps,
                          race_limit=max_races,
                          sections_from=unordered if module is not original else None,
                          mark_lines=_mark_lines(unordered, marks, to_input))
    except CsaError as exc:
        if back is None or exc.path != module.path:
            raise
        raise CsaError(str(input), back.get(exc.line or 0), exc.message) from None
    if back is not None:
        report = unordered.notes.get(NOTE)
        copied: dict[int, tuple[int, str]] = {}
        if report is not None:
            # (a copy's instruction names the line it copies in the module read)
            copied = {line: (to_input.get(source, source), label)
                      for line, (source, label) in copy_lines(module, report).items()}
        _map_lines(result, back, copied)
    doc = result.to_json() if as_json else None
    text = [] if as_json else [_summary(result, entry, allow_mark_races)]
    if outcome is not None:
        from csarules.sim.edgeprofile import edge_profile as profile_of
        from csarules.sim.profile_report import profile_json, profile_lines

        profile = profile_of(unordered, outcome, entry, specs, externs=tuple(extern or ()),
                             latency=latency, max_steps=max_steps)

        def line(n: int) -> int:
            return to_input.get(n, n)

        if doc is not None:
            doc.update(profile_json(profile, line))
        else:
            text += profile_lines(profile, result, line)
    if doc is not None:
        sys.stdout.write(json.dumps(doc, indent=2) + "\n")
    else:
        print("\n".join(text))
    # a check for scripts: races, or a result other than sequential execution's
    if result.race_count or not result.matches_sequential or (
            result.mark_race_count and not allow_mark_races):
        raise typer.Exit(1)


def _ordered_outcome(original: Module, unordered: Module, mode: str | None,
                     rules: Path | None) -> tuple[Module, object]:
    """The module ordered as `order` would, with the outcome (its required and emitted
    pairs) the edge profile reads."""
    from csarules.ir.reader import parse_module
    from csarules.order.pipeline import derive, materialise_outcome
    from csarules.sim.api import is_ordered

    if is_ordered(original):
        raise CsaError(original.path, None, "--edge-profile needs unordered input: the "
                       "pairs it judges are those of ordering it")
    if mode == "unordered" and rules is None:
        raise CsaError("--edge-profile", None, "--edge-profile judges an ordering's "
                       "edges: give an ordering mode, not unordered")
    outcome = derive(unordered, mode, rules=rules, provenance=False)
    how = f"{rules}" if rules is not None else f"{mode or 'default'} mode"
    module = parse_module(materialise_outcome(outcome), unordered.path + f" (ordered, {how})")
    return module, outcome


def _expanded(original: Module, no_expand: bool, no_storage_check: bool
              ) -> tuple[Module, dict[int, int]]:
    """The module with its loop builtins expanded, and the line of the marker each region
    ID was made for (the expansion's warnings go to stderr)."""
    if no_expand:
        return original, {}
    from csarules.expand.expand import expand_module
    from csarules.expand.hook import print_warnings

    result = expand_module(original, storage_check=not no_storage_check)
    print_warnings(original.path, result.warnings)
    marks = result.decisions.region_marks if result.decisions is not None else {}
    return result.module, marks


def _mark_lines(unordered: Module, marks: dict[int, int], to_input: dict[int, int]
                ) -> dict[int, int]:
    """Input line to name for each region.entry of `unordered`: the loop builtin its
    region was expanded from, else the entry itself (`to_input`: unordered's lines as
    input lines)."""
    out: dict[int, int] = {}
    for func in unordered.functions:
        for inst in func.instructions():
            if inst.callee != "llvm.csa.parallel.region.entry":
                continue
            region_id = inst.operands[0].int_value if inst.operands else None
            if region_id in marks:
                out[inst.line] = marks[region_id]
            else:
                out[inst.line] = to_input.get(inst.line, inst.line)
    return out


def _map_lines(result: SimResult, back: dict[int, int],
               copied: dict[int, tuple[int, str]]) -> None:
    """Lines of the module simulated as input lines; an access of a versioned nest's copy
    as the line it copies, with the copy's header label."""
    for race in [*result.races, *result.mark_races]:
        for side in ("first", "second"):
            line = race[side]["line"]
            if line in copied:
                race[side]["line"], race[side]["copy"] = copied[line]
            else:
                race[side]["line"] = back.get(line, line)
    result.divergences = [copied[line][0] if line in copied else back.get(line, line)
                          for line in result.divergences]


def _versioned(module: Module, mode: str | None, rules: Path | None,
               versioning: Versioning) -> Module:
    """The unordered module simulated, with its loop nests versioned as `order` does."""
    if mode == "unordered":
        return module
    try:
        from csarules.order.ordering import version_nests
    except ImportError:
        return module
    return version_nests(module, mode, rules, versioning)


def register(app: typer.Typer) -> None:
    app.command("sim")(sim)
