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
_NEGATED = {"slt": "sge", "sle": "sgt", "sgt": "sle", "sge": "slt", "eq": "ne", "ne": "eq",
            "ult": "uge", "ule": "ugt", "ugt": "ule", "uge": "ult"}
_UNSIGNED = {"ult": "slt", "ule": "sle", "ugt": "sgt", "uge": "sge"}


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


def _latch_compare(loop: Loop, affine: AffineAnalysis
                   ) -> tuple[int, str, Operand, Operand] | None:
    """(icmp line, predicate under which the loop goes on, its operands) when loop's only
    backedge leaves a conditional br on an icmp evaluated once per iteration."""
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
    return icmp.line, pred, icmp.operands[0], icmp.operands[1]  # type: ignore[union-attr]


def continue_test(loop: Loop, affine: AffineAnalysis) -> ContinueTest | None:
    found = _latch_compare(loop, affine)
    if found is None or found[1] not in _STRICT:
        return None
    line, pred, x, y = found
    px, py = _exact(x, loop, affine), _exact(y, loop, affine)
    if px is None or py is None:
        return None
    swap, plus = _STRICT[pred]
    lo, hi = (py, px) if swap else (px, py)
    hi = poly_add(hi, poly_const(plus))
    iv = (f"iv@{loop.header.id}",)
    lo_step, hi_step = lo.get(iv, 0), hi.get(iv, 0)
    # the compare ran in iteration t-1: lo(t) = x(t-1)
    return ContinueTest(loop.header.id, line,
                        poly_add(lo, poly_const(-lo_step)),
                        poly_add(hi, poly_const(-hi_step)), lo_step, hi_step)


def last_iteration(loop: Loop, affine: AffineAnalysis) -> int | None:
    """The largest iteration counter t (from 0 in every entry) loop can reach, when its
    latch compare fixes one. The compare ran at the end of iteration t-1 on exact operands
    x, y whose difference is c + k*(t-1): an order (`lo < hi` normalised as for
    continue_test) bounds t when k > 0; `x != y` stops the loop at the first t >= 1
    where x = y, which cannot be stepped over. Unsigned orders and (in)equalities also
    take operands exact under nuw instead of nsw, and unsigned orders count only when
    both operands are c + k*t with c, k >= 0 (never negative, so their unsigned values
    are the integers). Other exits only end the loop sooner."""
    found = _latch_compare(loop, affine)
    if found is None:
        return None
    _, pred, x, y = found
    iv = (f"iv@{loop.header.id}",)
    px, py = _exact(x, loop, affine), _exact(y, loop, affine)
    if (px is None or py is None) and pred not in _STRICT:
        # `add nuw` alone (the vectoriser's counters): exact as unsigned values, which
        # are the integers when they start and step non-negative (checked below)
        px, py = _exact(x, loop, affine, "nuw"), _exact(y, loop, affine, "nuw")
        sides = (_counter_only(px or {(): -1}, iv), _counter_only(py or {(): -1}, iv))
        if any(side is None or min(side) < 0 for side in sides):
            return None
    if px is None or py is None:
        return None
    if pred in _UNSIGNED:
        sides = (_counter_only(px, iv), _counter_only(py, iv))
        if any(side is None or min(side) < 0 for side in sides):
            return None
        pred = _UNSIGNED[pred]
    if pred in _STRICT:
        swap, plus = _STRICT[pred]
        lo, hi = (py, px) if swap else (px, py)
        gap = _counter_only(poly_add(lo, poly_add(hi, poly_const(plus)), -1), iv)
        if gap is None:
            return None
        c, k = gap[0] - gap[1], gap[1]  # lo - hi over the new iteration t: c + k*t
        if k <= 0:
            return 0 if k == 0 and c >= 0 else None  # iteration t needs c + k*t < 0
        return max(0, (-c - 1) // k)
    if pred != "ne":
        return None
    gap = _counter_only(poly_add(px, py, -1), iv)
    if gap is None or gap[1] == 0:
        return None
    c, k = gap[0] - gap[1], gap[1]
    if (-c) % k or -c // k < 1:
        return None
    return -c // k - 1


def _counter_only(poly: Poly, iv: tuple[str]) -> tuple[int, int] | None:
    """(c, k) when poly is c + k * iv and nothing else."""
    if any(mono not in ((), iv) for mono in poly):
        return None
    return poly.get((), 0), poly.get(iv, 0)


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


def _exact(op: Operand, loop: Loop, affine: AffineAnalysis, flag: str = "nsw"
           ) -> Poly | None:
    """op's value as a polynomial that is affine in loop's counter, or None."""
    if not op.type.startswith("i") or op.type == "i1":
        return None
    if not affine.no_wrap(op, flag, set()):
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

