"""The memop CFG of each function as plain data, read from the facts and the rules' relations.

Membership (inside a section / inside a region only / outside / ambiguous) comes from the
relations of rules/regions.dl (`inside`, `ambiguous_membership`, `ambiguous_region_id`,
`marker`, `bad_sections`); nothing here decides membership itself.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from csarules.ir.model import Function, Instruction, Module
from csarules.order.input_lines import shown
from csarules.order.pipeline import Outcome

# Membership classes of a row, strongest first (a row takes the first that applies).
AMBIGUOUS = "ambiguous"
SECTION = "section"
REGION = "region"
OUTSIDE = "outside"

_MARKER_NAMES = {
    "re": "region entry",
    "rx": "region exit",
    "se": "section entry",
    "sx": "section exit",
}
_TEXT_LIMIT = 56  # characters of an instruction drawn in a row (all of it: the tooltip)
_NOTE_LIMIT = 12


@dataclass(frozen=True)
class Row:
    line: int  # the instruction's id (its line in the module drawn)
    text: str  # the instruction as written, without its comment
    membership: str  # AMBIGUOUS / SECTION / REGION / OUTSIDE
    detail: str  # e.g. "section of r0", "r0 (no section)", "AMBIGUOUS r1 region"
    marker: str | None = None  # "section entry of r0" for region/section intrinsics
    shown: str = ""  # its line as the user names it: the input's line, or +N (added)


@dataclass
class BlockView:
    id: int
    label: str
    rows: list[Row] = field(default_factory=list)


@dataclass(frozen=True)
class OrderEdge:
    src: int  # line of an op, or the function's define line (its entry token)
    dst: int
    carried_by: str | None  # label of the loop header whose backedge carries the edge


@dataclass
class FunctionView:
    name: str
    entry: int  # line of define
    blocks: list[BlockView]
    cfg_edges: list[tuple[int, int, bool]]  # (from block id, to block id, is backedge)
    notes: list[str]  # bad parallel section intrinsics, "line N: message"
    order_edges: list[OrderEdge] | None = None  # None: the pre-ordering view
    # loop header -> the blocks of that loop (nested loops' blocks too)
    loops: dict[int, set[int]] = field(default_factory=dict)
    # ops whose wait for the entry token is read through loop-header phis: every edge
    # into them is carried, so on a loop's first iteration the phi gives them the entry
    # token (the reduction drops their own entry edge: ordering.dl, `waits_for_op`)
    entry_via_phis: list[int] = field(default_factory=list)
    # the input line (or +N) of each line the order edges name
    shown: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Membership:
    """The region relations of one run, indexed by instruction line."""

    inside: dict[int, set[tuple[int, str]]]
    ambiguous: dict[int, set[tuple[int, str]]]
    ambiguous_id: set[int]
    markers: dict[int, set[tuple[int, str]]]
    bad: dict[str, set[tuple[int, str]]]

    @classmethod
    def from_result(cls, result: object) -> Membership:
        rel = result.relation  # type: ignore[attr-defined]
        inside: dict[int, set[tuple[int, str]]] = defaultdict(set)
        for i, r, lvl in rel("inside"):
            inside[i].add((r, lvl))
        ambiguous: dict[int, set[tuple[int, str]]] = defaultdict(set)
        for i, r, lvl in rel("ambiguous_membership"):
            ambiguous[i].add((r, lvl))
        markers: dict[int, set[tuple[int, str]]] = defaultdict(set)
        for i, r, kind in rel("marker"):
            markers[i].add((r, kind))
        bad: dict[str, set[tuple[int, str]]] = defaultdict(set)
        for f, line, message in rel("bad_sections"):
            bad[f].add((line, message))
        ambiguous_id = {i for (i,) in rel("ambiguous_region_id")}
        return cls(inside, ambiguous, ambiguous_id, markers, bad)

    def classify(self, line: int) -> tuple[str, str]:
        """The membership class of `line` and a short description of it."""
        amb = sorted(self.ambiguous.get(line, ()))
        if amb or line in self.ambiguous_id:
            parts = [f"r{r} {lvl}" for r, lvl in amb]
            if line in self.ambiguous_id:
                parts.insert(0, "region ID")
            return AMBIGUOUS, "AMBIGUOUS " + ", ".join(parts)
        ins = self.inside.get(line, set())
        sections = sorted(r for r, lvl in ins if lvl == "section")
        regions = sorted(r for r, lvl in ins if lvl == "region" and r not in sections)
        parts = [f"section of r{r}" for r in sections]
        parts += [f"r{r} (no section)" for r in regions]
        if sections:
            return SECTION, ", ".join(parts)
        if regions:
            return REGION, ", ".join(parts)
        return OUTSIDE, ""

    def marker_text(self, line: int) -> str | None:
        kinds = sorted(self.markers.get(line, ()))
        if not kinds:
            return None
        by_kind: dict[str, list[int]] = defaultdict(list)
        for r, kind in kinds:
            by_kind[kind].append(r)
        return "; ".join(
            f"{_MARKER_NAMES[kind]} of " + ", ".join(f"r{r}" for r in sorted(regions))
            for kind, regions in sorted(by_kind.items())
        )


def instruction_text(inst: Instruction) -> str:
    """The first source line of `inst` without its trailing comment, spaces squeezed."""
    first = inst.source.split("\n", 1)[0]
    in_quotes = False
    for pos, ch in enumerate(first):
        if ch == '"':
            in_quotes = not in_quotes
        elif ch == ";" and not in_quotes:
            first = first[:pos]
            break
    return " ".join(first.split())


def shortened(text: str, limit: int = _TEXT_LIMIT) -> str:
    """`text` cut to `limit` characters, its metadata attachments (`, !tbaa !5`) first."""
    if len(text) <= limit:
        return text
    bare = re.sub(r", ![\w.]+ ![\w.]+", "", text)
    if len(bare) <= limit:
        return bare
    return bare[: limit - 3] + "..."


def build_views(
    outcome: Outcome, membership: Membership, functions: list[str], ordered: bool
) -> list[FunctionView]:
    module = outcome.module
    orderable = {i for (i,) in outcome.facts.get("orderable", ())}
    backedges = set(outcome.facts.get("backedge", ()))
    views = []
    for name in functions:
        func = module.function(name)
        views.append(_function_view(module, func, outcome, membership, orderable, backedges,
                                    ordered))
    return views


def _function_view(
    module: Module,
    func: Function,
    outcome: Outcome,
    membership: Membership,
    orderable: set[int],
    backedges: set[tuple[int, int]],
    ordered: bool,
) -> FunctionView:
    blocks = []
    for block in func.blocks:
        view = BlockView(id=block.id, label=block.label)
        for inst in block.instructions:
            marker = membership.marker_text(inst.line)
            if inst.line not in orderable and marker is None:
                continue
            cls, detail = membership.classify(inst.line)
            view.rows.append(Row(inst.line, instruction_text(inst), cls, detail, marker,
                                 shown(module, inst.line)))
        blocks.append(view)
    cfg_edges = sorted({
        (block.id, succ.id, (block.id, succ.id) in backedges)
        for block in func.blocks
        for succ in block.successors
    })
    bad = sorted(membership.bad.get(func.name, ()))
    notes = [f"line {line}: {message}" for line, message in bad[:_NOTE_LIMIT]]
    if len(bad) > _NOTE_LIMIT:
        notes.append(f"... and {len(bad) - _NOTE_LIMIT} more")
    order_edges = None
    via_phis: list[int] = []
    if ordered:
        labels = {block.id: block.label for block in func.blocks}
        order_edges = [
            OrderEdge(p.src, p.dst, labels.get(p.ctx, str(p.ctx)) if p.ctx else None)
            for p in outcome.functions[func.name].emitted
        ]
        within = {e.dst for e in order_edges if e.carried_by is None}
        carried = {e.dst for e in order_edges if e.carried_by is not None}
        via_phis = sorted(carried - within)
    ids = {block.id for block in func.blocks}
    loops: dict[int, set[int]] = defaultdict(set)
    for h, b in outcome.facts.get("loop_block", ()):
        if h in ids:
            loops[h].add(b)
    named = {line: shown(module, line) for e in order_edges or () for line in (e.src, e.dst)}
    return FunctionView(func.name, func.line, blocks, cfg_edges, notes, order_edges,
                        dict(loops), via_phis, named)


def loop_view(view: FunctionView, header: int, label: str) -> FunctionView:
    """`view` narrowed to the blocks of the loop headed by `header`: its edges from ops
    outside the loop stay listed in the rows (a row's column names every line it waits
    for), but only arrows between the loop's blocks are drawn."""
    inside = view.loops[header]
    blocks = [b for b in view.blocks if b.id in inside]
    lines = {row.line for b in blocks for row in b.rows}
    cfg = [(s, d, back) for s, d, back in view.cfg_edges if s in inside and d in inside]
    edges = None
    if view.order_edges is not None:
        edges = [e for e in view.order_edges if e.dst in lines]
    loops = {h: bs for h, bs in view.loops.items() if bs <= inside}
    return FunctionView(f"{view.name}, loop %{label}", view.entry, blocks, cfg, view.notes,
                        edges, loops, [i for i in view.entry_via_phis if i in lines],
                        view.shown)
