"""Choices: a phi that is not a loop's counter and takes one of a few values fixed
earlier, such as the start of a vectorised loop's scalar remainder (`phi [1, %ph],
[%ind.end, %middle]`: 1 when the vector loop was skipped, where it stopped otherwise).

Inside the loop that holds the phi, the phi takes new values, so a run-time check there
cannot read it; but it is always one of its incoming values, and when those are fixed at
a nest's entry the check can compute a byte range for each and take their union. Nothing
here decides where that is done: rules/versioning.dl does, from these facts.

Two kinds of incoming value are read further. A value that leaves a loop through the exit
of its latch's trip test is that loop's value in its last iteration, T - 1 for its
counter, where an "ne" test of step 1 or -1 on 64-bit values gives T = -gap * step
modulo 2^64 (tripcount.py): the polynomial then agrees with the value modulo 2^64, as
every candidate does (clang's unrolled loop starts where its prologue loop stopped). The
check computes it as an integer, which may differ from the value by a multiple of 2^64
only: every use then fails the check, which tests each compared group's bytes within
[0, 2^64) and each trip count within [1, 2^40] (csarules/version/checkir.py). And
an incoming value that is itself a choice held by the same loop takes that choice's
candidates (the prologue started at one of a few values).
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.analysis.affine import AffineAnalysis, Mono, Poly, format_poly, poly_add, poly_mul
from csarules.analysis.guard import Guard, edge_guard
from csarules.analysis.loops import Loop, LoopInfo
from csarules.analysis.tripcount import depends, trip_test
from csarules.ir.model import Block

MAX_CANDIDATES = 4  # a check computes each member's range once per candidate


@dataclass(frozen=True)
class Choice:
    leaf: str  # the phi, as a polynomial leaf
    defined: int  # header of the innermost loop holding the phi
    candidates: tuple[Poly, ...]  # its distinct incoming values
    varies: frozenset[int]  # innermost loops in which a candidate's term takes new values
    # per candidate: a condition that holds when the phi takes it (None: not known)
    guards: tuple[Guard | None, ...] = ()


def choice_of(name: str, affine: AffineAnalysis, loops: LoopInfo) -> Choice | None:
    """The choice the leaf `name` stands for, or None: the leaf is a phi in some loop but
    at no loop's header (a header phi is a recurrence, not a choice), its incoming values
    are at most MAX_CANDIDATES distinct polynomials, and none holds an iteration counter
    (a loop's count is no value fixed before the nest)."""
    inst = affine.leaf_instruction(name)
    if inst is None or name != inst.name or inst.opcode != "phi":
        return None  # (a 'zext(%x)' leaf: the phi's values would need extending)
    if inst.block in loops.by_header:
        return None
    holder = loops.innermost(inst.block)
    if holder is None:
        return None  # fixed in every loop: the leaf is read as it is
    candidates: dict[str, Poly] = {}
    sources: dict[str, list[Block]] = {}  # the blocks each candidate comes from
    # per candidate, the guards of the choices it was flattened from, when it was
    inner: dict[str, list[list[Guard | None]]] = {}
    for operand, source in zip(inst.operands, inst.incoming_blocks, strict=True):
        poly = affine.value(operand)
        if poly is not None:
            poly = _at_exit(poly, source, inst.block, affine, loops)
        if poly is None or any(f.startswith("iv@") for mono in poly for f in mono):
            return None
        flat = _flattened(poly, holder, affine, loops)
        if flat is None:
            return None
        for value, guards in flat:
            key = format_poly(value) or "0"
            candidates.setdefault(key, value)
            sources.setdefault(key, []).append(source)
            inner.setdefault(key, []).append(guards)
        if len(candidates) > MAX_CANDIDATES:
            return None
    if not candidates:
        return None
    varies = set()
    for poly in candidates.values():
        varies |= depends(poly, affine, loops)[0]  # (no counters: refused above)
    keys = sorted(candidates)
    return Choice(name, holder.header.id, tuple(candidates[k] for k in keys),
                  frozenset(varies),
                  tuple(_guard(sources[k], inner[k], inst.block, holder, loops)
                        for k in keys))


def _guard(sources: list[Block], inner: list[list[Guard | None]], target: Block,
           holder: Loop, loops: LoopInfo) -> Guard | None:
    """What holds when the phi takes a candidate: the branches into its block from
    `sources`, and, for a candidate of a choice it flattened (one way only), what held
    when that choice took it. A part whose leaf takes new values in `holder` is left out:
    no check that needs the choice's candidates could compute it."""
    if all(not guards for guards in inner):
        return edge_guard(sources, target, loops)
    if len(sources) != 1:
        return None
    inside = {lp.header.id for lp in loops.loops if lp.header in holder.blocks}
    parts = [g for g in [edge_guard(sources, target, loops), *inner[0]]
             if g is not None and not g.varies & inside]
    if not parts:
        return None
    if len(parts) == 1:
        return parts[0]
    return Guard(target.id, "(" + " & ".join(g.text for g in parts) + ")",
                 frozenset().union(*(g.varies for g in parts)))


def _at_exit(poly: Poly, source: Block, target: Block, affine: AffineAnalysis,
             loops: LoopInfo) -> Poly | None:
    """`poly`, read on the edge source -> target, with the counter of each loop that edge
    leaves through its latch's trip test replaced by its last iteration, T - 1 (see the
    module's comment); None when some such counter has no such value."""
    for name in sorted({f for mono in poly for f in mono if f.startswith("iv@")}):
        loop = next((lp for lp in loops.loops_of(source) if f"iv@{lp.header.id}" == name),
                    None)
        if loop is None or target in loop.blocks or loop.latches != [source] \
                or target not in source.successors:
            return None  # (a counter of a loop around the phi: refused by the caller)
        test = trip_test(loop, affine)
        if test is None or test.kind != "ne" or test.step not in (1, -1) or test.width != 64:
            return None
        last = poly_add({key: -value * test.step for key, value in test.gap.items()},
                        {(): -1})
        poly = _substitute(poly, name, last)
        if poly is None:
            return None
    return poly


def _substitute(poly: Poly, leaf: str, value: Poly) -> Poly | None:
    """`poly` with `value` for `leaf`, which no term holds twice (else None)."""
    out: Poly = {}
    for mono, coef in poly.items():
        count = mono.count(leaf)
        if count > 1:
            return None
        term: Poly = {mono: coef}
        if count:
            rest: Mono = tuple(f for f in mono if f != leaf)
            term = poly_mul({rest: coef}, value)
        out = poly_add(out, term)
    return out


def _flattened(poly: Poly, holder: Loop, affine: AffineAnalysis, loops: LoopInfo
               ) -> list[tuple[Poly, list[Guard | None]]] | None:
    """`poly` with each leaf that is a choice whose phi lies in `holder` (at no loop's
    header) replaced by each of that choice's candidates in turn, with the guards of the
    candidates taken; None when too many come of it."""
    values: list[tuple[Poly, list[Guard | None]]] = [(poly, [])]
    for leaf in sorted({f for mono in poly for f in mono}):
        inst = affine.leaf_instruction(leaf)
        if inst is None or inst.opcode != "phi" or inst.block not in holder.blocks \
                or inst.block in loops.by_header:
            continue
        choice = choice_of(leaf, affine, loops)
        if choice is None:
            continue
        flat = [(_substitute(value, leaf, candidate), [*guards, guard])
                for value, guards in values
                for candidate, guard in zip(choice.candidates, choice.guards, strict=True)]
        if len(flat) > MAX_CANDIDATES or any(v is None for v, _ in flat):
            return None
        values = flat  # type: ignore[assignment]
    return values
