"""Continue tests of rotated loops: loop h starts iteration t >= 1 only if lo(t) < hi(t).

A loop whose only backedge leaves a conditional `br` on a signed `icmp` runs another
iteration only when the compare held at the end of the previous one. Written over the
counter t of the new iteration, with both operands affine in t and exact (nothing under
them wraps), that is lo(t) < hi(t) for every t >= 1. Addresses of the form
base + scale * lo(t) + offset (or hi) are reported so that the rules can tell accesses on
the two sides apart across iterations, as in `for (i = 0, j = n-1; i < j; ++i, --j)`.
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.analysis.affine import (
    AffineAnalysis,
    Poly,
    format_poly,
    poly_add,
    poly_const,
    poly_mul,
)
from csarules.analysis.loops import Loop
from csarules.ir.model import Operand
from csarules.ir.text import split_top

# predicate -> (swap operands, add 1 to the high side) so that it reads lo < hi
_STRICT = {"slt": (False, 0), "sle": (False, 1), "sgt": (True, 0), "sge": (True, 1)}
_OTHER = ("eq", "ne", "ult", "ule", "ugt", "uge")
_NEGATED = {"slt": "sge", "sle": "sgt", "sgt": "sle", "sge": "slt"}


@dataclass(frozen=True)
class ContinueTest:
    header: int
    test: int  # line of the icmp
    lo: Poly  # lo(t) in terms of the iteration counter iv@header
    hi: Poly
    lo_step: int
    hi_step: int


@dataclass(frozen=True)
class BoundAddress:
    side: str  # "lo" or "hi"
    base: str
    scale: int
    offset: int


def continue_test(loop: Loop, affine: AffineAnalysis) -> ContinueTest | None:
    if len(loop.latches) != 1:
        return None
    branch = loop.latches[0].terminator
    parts = split_top(branch.canonical.removeprefix("br "))
    if branch.opcode != "br" or len(parts) < 3 or not branch.operands:
        return None
    cond = branch.operands[0]
    true_label, false_label = parts[1].removeprefix("label "), parts[2].removeprefix("label ")
    header_label = f"%{loop.header.label}"
    if (true_label == header_label) == (false_label == header_label):
        return None
    if cond.kind != "instruction" or cond.target.opcode != "icmp":  # type: ignore[union-attr]
        return None
    icmp = cond.target
    inner = affine.loops.loops_of(icmp.block)  # type: ignore[union-attr]
    if icmp.block in loop.blocks and inner[0] is not loop:  # type: ignore[union-attr]
        return None  # evaluated many times per iteration of `loop`
    words = icmp.canonical.split("=", 1)[1].split()  # type: ignore[union-attr]
    pred = next((w for w in words if w in _STRICT or w in _OTHER), "")  # past `samesign`
    if true_label != header_label:
        pred = _NEGATED.get(pred, "")
    if pred not in _STRICT:
        return None
    x, y = icmp.operands[0], icmp.operands[1]  # type: ignore[union-attr]
    px, py = _exact(x, loop, affine), _exact(y, loop, affine)
    if px is None or py is None:
        return None
    swap, plus = _STRICT[pred]
    lo, hi = (py, px) if swap else (px, py)
    hi = poly_add(hi, poly_const(plus))
    iv = (f"iv@{loop.header.id}",)
    lo_step, hi_step = lo.get(iv, 0), hi.get(iv, 0)
    # the compare ran in iteration t-1: lo(t) = x(t-1)
    return ContinueTest(loop.header.id, icmp.line,  # type: ignore[union-attr]
                        poly_add(lo, poly_const(-lo_step)),
                        poly_add(hi, poly_const(-hi_step)), lo_step, hi_step)


def bound_addresses(address: Poly, test: ContinueTest, loop: Loop,
                    affine: AffineAnalysis) -> list[BoundAddress]:
    iv = f"iv@{test.header}"
    out = []
    for side, bound, step in (("lo", test.lo, test.lo_step), ("hi", test.hi, test.hi_step)):
        coef = address.get((iv,), 0)
        if step == 0 or coef == 0 or coef % step:
            continue
        scale = coef // step
        rest = poly_add(address, poly_mul(bound, poly_const(scale)), -1)
        if any(affine.defined_in(name, loop) for mono in rest for name in mono):
            continue
        base = {mono: c for mono, c in rest.items() if mono}
        out.append(BoundAddress(side, format_poly(base) or "0", scale, rest.get((), 0)))
    return out


def _exact(op: Operand, loop: Loop, affine: AffineAnalysis) -> Poly | None:
    """op's value as a polynomial that is affine in loop's counter, or None."""
    if not op.type.startswith("i") or op.type == "i1":
        return None
    if not affine.no_wrap(op, "nsw", set()):
        return None
    poly = affine.value(op)
    if poly is None:
        return None
    iv = f"iv@{loop.header.id}"
    for mono in poly:
        if iv in mono and mono != (iv,):
            return None
        if any(name != iv and affine.defined_in(name, loop) for name in mono):
            return None
    return poly

