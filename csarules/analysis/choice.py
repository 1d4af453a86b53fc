"""Choices: a phi that is not a loop's counter and takes one of a few values fixed
earlier, such as the start of a vectorised loop's scalar remainder (`phi [1, %ph],
[%ind.end, %middle]`: 1 when the vector loop was skipped, where it stopped otherwise).

Inside the loop that holds the phi, the phi takes new values, so a run-time check there
cannot read it; but it is always one of its incoming values, and when those are fixed at
a nest's entry the check can compute a byte range for each and take their union. Nothing
here decides where that is done: rules/versioning.dl does, from these facts.
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.analysis.affine import AffineAnalysis, Poly, format_poly
from csarules.analysis.guard import Guard, edge_guard
from csarules.analysis.loops import LoopInfo
from csarules.analysis.tripcount import depends
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
    for operand, source in zip(inst.operands, inst.incoming_blocks, strict=True):
        poly = affine.value(operand)
        if poly is None or any(f.startswith("iv@") for mono in poly for f in mono):
            return None
        key = format_poly(poly) or "0"
        candidates.setdefault(key, poly)
        sources.setdefault(key, []).append(source)
    if not candidates or len(candidates) > MAX_CANDIDATES:
        return None
    varies = set()
    for poly in candidates.values():
        varies |= depends(poly, affine, loops)[0]  # (no counters: refused above)
    keys = sorted(candidates)
    return Choice(name, holder.header.id, tuple(candidates[k] for k in keys),
                  frozenset(varies),
                  tuple(edge_guard(sources[k], inst.block, loops) for k in keys))
