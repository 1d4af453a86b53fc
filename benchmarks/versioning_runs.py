"""One module measured for benchmarks/versioning.py: ordered with and without run-time
overlap checks (as `csarules order` and `csarules order --no-runtime-checks` do), the
loop nests versioned and left alone, and simulated on disjoint and overlapping arguments.

Which copy of a versioned nest ran is not guessed from the cycles: a copy of the versioned
module (unordered) gets a `putchar` at the top of each copy's header and of each
original's, one character per nest and copy, and is simulated on the same arguments; the
characters printed count the header entries of each.
"""

from __future__ import annotations

import os
import re
import statistics
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from csarules.analysis.cfg import analyse
from csarules.analysis.loops import Loop, find_loops
from csarules.expand.hook import expanded
from csarules.ir.model import Module
from csarules.ir.reader import parse_module, read_module
from csarules.ir.splice import written_text
from csarules.order.ordering import Settings, order_to_text, version_nests
from csarules.sim import simulate
from csarules.version.hook import NOTE, Versioning

PLAIN = Settings("standard", None, "embedded", None, versioning=Versioning(enabled=False))
VERSIONED = Settings("standard", None, "embedded", None, versioning=Versioning())
_LABEL = re.compile(r'^("(?:[^"\\]|\\.)*"|[-\w$.]+):')
_DEFINE = re.compile(r'^define [^@]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\(')
_PHI = re.compile(r"\s*%\S+ = phi ")
_FIRST_MARK = 33  # '!': nest k's copy prints chr(33 + 2k), its original chr(34 + 2k)
_MARKS = (126 - _FIRST_MARK + 1) // 2


@dataclass
class Run:
    """One simulation: cycles, oracle, races, and whether a random schedule agreed."""

    cycles: int = -1
    oracle: int = -1
    races: int = -1
    random_equal: bool | None = None  # None: no random schedule run
    error: str = ""


@dataclass
class NestRow:
    function: str
    loop: str  # the original header's label
    depth: int  # 1: an outermost loop
    loops: int  # loops in the nest
    checks: int  # pairs of pointer groups compared
    # header entries of the copy and of the original, disjoint and overlapping arguments
    copy_entries: int = -1
    original_entries: int = -1
    overlap_copy_entries: int = -1
    overlap_original_entries: int = -1


@dataclass
class LoopRow:
    """An innermost loop: LLVM's verdict and csarules' (versioned, refused, or neither)."""

    function: str
    loop: str
    depth: int
    laa: str  # safe | checks | unsafe | not innermost | ? (not printed by LLVM)
    laa_checks: int
    versioned_in: str  # the label of the nest's outermost loop, "" when not versioned
    refused: list[str] = field(default_factory=list)  # csarules' reasons at this loop


@dataclass
class Measured:
    suite: str
    build: str
    kernel: str
    nests: list[NestRow] = field(default_factory=list)
    loops: int = 0
    innermost: list[LoopRow] = field(default_factory=list)
    refusals: list[tuple[str, str, str]] = field(default_factory=list)  # func, loop, why
    lines_added: int = 0
    order_plain_s: float = -1.0  # CPU seconds, median
    order_versioned_s: float = -1.0
    plain: Run = field(default_factory=Run)  # --no-runtime-checks, suite's arguments
    versioned: Run = field(default_factory=Run)  # disjoint arguments
    overlap: Run | None = None  # versioned, overlapping arguments
    overlap_plain: Run | None = None  # --no-runtime-checks, overlapping arguments
    restrict: Run | None = None  # the build with restrict, versioned as `order` does
    restrict_nests: int = -1
    races_expected: bool = False  # (Case.races_expected)
    overlap_note: str = ""  # why the overlapping placement was not run
    error: str = ""


def cpu_timed(settings: Settings, path: Path, repeat: int) -> tuple[str, float]:
    """`csarules order` with these settings: its text and its median CPU seconds. Each run
    is a fork of this process (the rules loaded, as `warm_up` leaves them), so what a run
    caches (the planner's plans, keyed by relation sizes) dies with it and never speeds up
    the next ordering of the same module, as it would not in separate `csarules order`
    processes; the start-up of such a process (about 0.8 s of imports) is not counted."""
    seconds = []
    text = ""
    for _ in range(repeat):
        with tempfile.NamedTemporaryFile(suffix=".ll") as out:
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:  # the child: never returns
                code = 1
                try:
                    Path(out.name).write_text(order_to_text(path, settings)[0])
                    code = 0
                finally:
                    os._exit(code)
            _, status, usage = os.wait4(pid, 0)
            if os.waitstatus_to_exitcode(status) != 0:
                # the same run in this process, for its error
                return order_to_text(path, settings)[0], -1.0
            seconds.append(usage.ru_utime + usage.ru_stime)
            text = Path(out.name).read_text()
    return text, statistics.median(seconds)


def warm_up(path: Path) -> None:
    """Load what ordering loads once (the rules of both variants), before runs fork."""
    for settings in (PLAIN, VERSIONED):
        order_to_text(path, settings)


def unordered(path: Path, versioning: Versioning) -> Module:
    """The module `order` orders: read, its builtins expanded, its nests versioned."""
    module = expanded(read_module(path))
    return version_nests(module, "standard", None, versioning)


def run(ordered: Module, entry: str, args: Any, externs: tuple[str, ...],
        sections_from: Module, random: bool) -> Run:
    from csarules.errors import CsaError

    out = Run()
    try:
        res = simulate(ordered, entry, args, externs=externs, sections_from=sections_from)
        out.cycles, out.oracle, out.races = res.cycles, res.oracle_cycles, res.race_count
        if random:
            rnd = simulate(ordered, entry, args, externs=externs, schedule="random", seed=1,
                           sections_from=sections_from)
            out.random_equal = rnd.matches_sequential and rnd.race_count == 0
    except CsaError as exc:
        out.error = exc.render()
    return out


def marked(text: str, nests: list[Any]) -> str | None:
    """The versioned module with a putchar at the top of each nest's two headers (after
    their phis); None when the module has a putchar of its own or too many nests."""
    if re.search(r"^define [^@]*@putchar\(", text, re.M) or len(nests) > _MARKS:
        return None
    marks = {}
    for k, nest in enumerate(nests):
        marks[(nest.function, nest.copy_label)] = _FIRST_MARK + 2 * k
        marks[(nest.function, nest.root_label)] = _FIRST_MARK + 2 * k + 1
    out: list[str] = []
    func = ""
    pending: int | None = None
    for line in text.split("\n"):
        if pending is not None and not _PHI.match(line):
            out.append(f"  %csa.mark.{len(out)} = call i32 @putchar(i32 {pending})")
            pending = None
        out.append(line)
        define = _DEFINE.match(line)
        if define:
            func = define.group(1).strip('"')
            continue
        label = _LABEL.match(line)
        if label:
            pending = marks.get((func, label.group(1).strip('"')))
    if not re.search(r"^declare [^@]*@putchar\(", text, re.M):
        out.append("declare i32 @putchar(i32)")
    return "\n".join(out) + ("" if text.endswith("\n") else "\n")


def entries(module: Module, nests: list[Any], entry: str, args: Any,
            externs: tuple[str, ...]) -> list[tuple[int, int]] | None:
    """Per nest, (entries of its copy's header, of its original's), from the marked
    module's run; None when it could not be marked or run."""
    from csarules.errors import CsaError

    text = marked(written_text(module), nests)
    if text is None:
        return None
    try:
        res = simulate(parse_module(text, f"{module.path} (marked)"), entry, args,
                       externs=externs)
    except CsaError:
        return None
    seen = Counter(res.output)
    return [(seen[chr(_FIRST_MARK + 2 * k)], seen[chr(_FIRST_MARK + 2 * k + 1)])
            for k in range(len(nests))]


def loops_of(module: Module) -> dict[tuple[str, int], Loop]:
    """(function, header id) -> loop, every loop of every defined function."""
    out = {}
    for func in module.functions:
        if not func.blocks:
            continue
        for loop in find_loops(analyse(func, module.path)).loops:
            out[(func.name, loop.header.id)] = loop
    return out


def within(inner: Loop, outer: Loop) -> bool:
    loop: Loop | None = inner
    while loop is not None:
        if loop is outer:
            return True
        loop = loop.parent
    return False


@dataclass
class Case:
    """What to measure: a module, how to run it, and its other placements and builds."""

    suite: str
    build: str
    kernel: str
    path: Path
    entry: str
    args: Any = field(default_factory=list)
    externs: tuple[str, ...] = ()
    overlap_args: Any = None  # arguments that make two pointer groups overlap
    restrict_path: Path | None = None  # the same C with its restrict kept
    races_expected: bool = False  # a parallel-loop marker over a real dependence


def measure(case: Case, repeat: int, laa: dict[tuple[str, int], Any] | None) -> Measured:
    """Order, version and simulate one module (`laa`: LLVM's verdicts by (function, header
    position), or None)."""
    from csarules.errors import CsaError, InternalError

    row = Measured(case.suite, case.build, case.kernel, races_expected=case.races_expected)
    try:
        text_p, row.order_plain_s = cpu_timed(PLAIN, case.path, repeat)
        text_v, row.order_versioned_s = cpu_timed(VERSIONED, case.path, repeat)
        if min(row.order_plain_s, row.order_versioned_s) < 0:
            raise InternalError(f"{case.path}: a forked ordering failed, not in this process")
        row.lines_added = text_v.count("\n") - text_p.count("\n")
        mod_p = unordered(case.path, Versioning(enabled=False))
        mod_v = unordered(case.path, Versioning())
        report = mod_v.notes.get(NOTE)
        nests = list(report.nests) if report is not None else []
        ordered_p = parse_module(text_p, f"{case.path} (standard)")
        ordered_v = parse_module(text_v, f"{case.path} (versioned)")
        _loops(row, mod_p, report, laa)
        row.plain = run(ordered_p, case.entry, case.args, case.externs, mod_p, False)
        row.versioned = run(ordered_v, case.entry, case.args, case.externs, mod_v,
                            bool(nests))
        _entries(row, mod_v, nests, case.entry, case.args, case.externs, overlap=False)
        if case.overlap_args is not None:
            row.overlap_plain = run(ordered_p, case.entry, case.overlap_args, case.externs,
                                    mod_p, False)
            if row.overlap_plain.error:
                # the kernel reads past its buffers so placed (data-dependent indices)
                row.overlap_note, row.overlap_plain = row.overlap_plain.error, None
            else:
                row.overlap = run(ordered_v, case.entry, case.overlap_args, case.externs,
                                  mod_v, True)
                _entries(row, mod_v, nests, case.entry, case.overlap_args, case.externs,
                         overlap=True)
        if case.restrict_path is not None:
            text_r, _ = cpu_timed(VERSIONED, case.restrict_path, 1)
            mod_r = unordered(case.restrict_path, Versioning())
            report_r = mod_r.notes.get(NOTE)
            row.restrict_nests = len(report_r.nests) if report_r is not None else 0
            row.restrict = run(parse_module(text_r, f"{case.restrict_path} (restrict)"),
                               case.entry, case.args, case.externs, mod_r, False)
    except CsaError as exc:
        row.error = exc.render()
    return row


def _entries(row: Measured, module: Module, nests: list[Any], entry: str, args: Any,
             externs: tuple[str, ...], overlap: bool) -> None:
    if not nests:
        return
    got = entries(module, nests, entry, args, externs)
    if got is None:
        return
    for nest_row, (copy, original) in zip(row.nests, got, strict=True):
        if overlap:
            nest_row.overlap_copy_entries, nest_row.overlap_original_entries = copy, original
        else:
            nest_row.copy_entries, nest_row.original_entries = copy, original


def _loops(row: Measured, module: Module, report: Any,
           laa: dict[tuple[str, int], Any] | None) -> None:
    """The nests versioned, every innermost loop's two verdicts, and the refusals."""
    loops = loops_of(module)
    row.loops = len(loops)
    nests = list(report.nests) if report is not None else []
    roots = {}
    for nest in nests:
        root = loops[(nest.function, nest.root)]
        roots[(nest.function, nest.root)] = root
        inside = sum(1 for (func, _h), lp in loops.items()
                     if func == nest.function and within(lp, root))
        row.nests.append(NestRow(nest.function, nest.root_label, root.depth, inside,
                                 len(nest.nest.checks)))
    refused: dict[tuple[str, int], list[str]] = {}
    if report is not None:
        for func, found in report.refusals.items():
            for header, why in found:
                refused.setdefault((func, header), []).append(why)
                loop = loops.get((func, header))
                label = loop.header.label if loop is not None else str(header)
                row.refusals.append((func, label, why))
    for (func, header), loop in sorted(loops.items(), key=lambda kv: (kv[0][0], kv[0][1])):
        if loop.children:
            continue
        verdict = laa.get((func, loop.header.index)) if laa is not None else None
        root = next((r for (f, _h), r in roots.items() if f == func and within(loop, r)),
                    None)
        row.innermost.append(LoopRow(
            func, loop.header.label, loop.depth,
            verdict.kind if verdict is not None else "?",
            verdict.checks if verdict is not None else 0,
            root.header.label if root is not None else "",
            sorted(set(refused.get((func, header), [])))))
