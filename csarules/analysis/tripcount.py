"""Trip counts of loops, as expressions a run-time check can compute before the loop.

A loop whose only backedge leaves a conditional `br` on an `icmp` evaluated once per
iteration starts iteration t >= 1 only if the compare held at the end of iteration t - 1.
With both operands affine in the loop's counter, x(t-1) - y(t-1) = gap + step * t, where
gap is a polynomial over values defined outside the loop (and counters of loops around
it). Two forms bound the iterations:

- "lt": a signed order (slt, sle, sgt, sge) on exact operands (every add/sub/mul/shl
  under them carries nsw: an overflow would be poison, and branching on poison is
  undefined), normalised to x < y: iteration t runs only while gap + step * t < 0, with
  step > 0, so the loop runs at most max(1, ceil(-gap / step)) iterations per entry.
- "ult": an unsigned order, counted as "lt" when both compared values stay within
  [0, 2^(width - 1)) in every iteration that evaluates the compare, which the check
  tests at run time at the first and last (the values are affine in the counter).
- "ne": `x != y` in `width` bits, operands not necessarily exact: the polynomials agree
  with the values modulo 2^width (add, sub, mul and shl are exact modulo the width, and
  the affine analysis looks through an extension only when nothing under it wraps).
  Iteration t runs only while gap + step * t is not 0 modulo 2^width. If step divides
  -gap and T = -gap / step satisfies 1 <= T and |step| * T < 2^(width - 1), the first t >= 1
  where the difference is 0 is T itself (between 1 and T - 1 it is step * (t - T), too
  small to be a multiple of 2^width), so the loop runs T iterations; the check tests
  these conditions at run time and takes the original loop when they fail.

Other exits only end a loop sooner, so both are upper bounds. Nothing here decides
whether a loop is versioned: rules/versioning.dl does, from these facts.
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.analysis.affine import AffineAnalysis, Poly, poly_add
from csarules.analysis.latch import _STRICT, _UNSIGNED, _exact, _latch_compare
from csarules.analysis.loops import Loop, LoopInfo
from csarules.ir.model import Operand


@dataclass(frozen=True)
class TripTest:
    header: int
    kind: str  # "lt", "ult" or "ne"
    gap: Poly  # without the loop's own counter
    step: int
    width: int  # bits of the compared values
    # "ult": the compared values in iteration t (lo0 + lo_step * t, hi0 + hi_step * t)
    operands: tuple[Poly, int, Poly, int] | None = None


def trip_test(loop: Loop, affine: AffineAnalysis) -> TripTest | None:
    found = _latch_compare(loop, affine)
    if found is None:
        return None
    _, pred, x, y = found
    iv = (f"iv@{loop.header.id}",)
    unsigned = pred in _UNSIGNED
    if unsigned:
        pred = _UNSIGNED[pred]
    if pred in _STRICT:
        flag = "nuw" if unsigned else "nsw"
        px, py = _exact(x, loop, affine, flag), _exact(y, loop, affine, flag)
        if unsigned and (px is None or py is None):
            px, py = _exact(x, loop, affine), _exact(y, loop, affine)
        if px is None or py is None:
            return None
        swap, plus = _STRICT[pred]
        lo, hi = (py, px) if swap else (px, py)
        hi = poly_add(hi, {(): plus} if plus else {})
        split = _split(poly_add(lo, hi, -1), iv)
        if split is None or split[1] <= 0:
            return None  # a loop that does not move towards its bound has no trip count
        gap, step = split
        operands = None
        if unsigned:
            # unsigned compares count as signed ones when both values stay within
            # [0, 2^(width-1)) in every iteration that evaluates them (tested at run time)
            lo_split, hi_split = _split(lo, iv), _split(hi, iv)
            if lo_split is None or hi_split is None:
                return None
            operands = (lo_split[0], lo_split[1], hi_split[0], hi_split[1])
        return TripTest(loop.header.id, "ult" if unsigned else "lt",
                        poly_add(gap, {(): -step} if step else {}), step, _width(x), operands)
    if pred != "ne":
        return None
    px, py = _modular(x, loop, affine), _modular(y, loop, affine)
    if px is None or py is None:
        return None
    split = _split(poly_add(px, py, -1), iv)
    if split is None or split[1] == 0:
        return None
    gap, step = split
    # the compare ran at the end of iteration t - 1: the difference there is gap + step*(t-1)
    return TripTest(loop.header.id, "ne", poly_add(gap, {(): -step}), step, _width(x))


def _split(poly: Poly, iv: tuple[str]) -> tuple[Poly, int] | None:
    """(the terms without the counter, the counter's constant coefficient)."""
    rest: Poly = {}
    step = 0
    for mono, coef in poly.items():
        if iv[0] in mono:
            if mono != iv:
                return None
            step = coef
        else:
            rest[mono] = coef
    return rest, step


def _modular(op: Operand, loop: Loop, affine: AffineAnalysis) -> Poly | None:
    """op's value modulo its width, affine in loop's counter (no exactness needed)."""
    if not op.type.startswith("i") or op.type == "i1":
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


def _width(op: Operand) -> int:
    return int(op.type[1:])


def loop_counter(loop: Loop, affine: AffineAnalysis) -> tuple[int, Poly, int] | None:
    """(line of a header phi, its value c in the first iteration, its step s, 1 or -1)
    with phi = c + s * counter: a value that gives code inside the loop the counter of
    the current iteration, s * (phi - c). c holds only values defined before the loop."""
    iv = (f"iv@{loop.header.id}",)
    for inst in loop.header.instructions:
        if inst.opcode != "phi":
            break
        if not inst.type.startswith("i") or inst.type == "i1":
            continue
        poly = affine.value(Operand("instruction", inst.type, inst.name or "", inst))
        split = _split(poly, iv) if poly is not None else None
        if split is None or split[1] not in (1, -1):
            continue
        init, step = split
        if any(name.startswith("iv@") or affine.defined_in(name, loop)
               for mono in init for name in mono):
            continue
        return inst.line, init, step
    return None


def depends(poly: Poly, affine: AffineAnalysis, loops: LoopInfo
            ) -> tuple[set[int], set[int]]:
    """(loops in which a value of `poly` is defined (each value's innermost loop), loops
    whose counter `poly` holds)."""
    defined: set[int] = set()
    counters: set[int] = set()
    for mono in poly:
        for name in mono:
            if name.startswith("iv@"):
                counters.add(int(name[3:]))
                continue
            inst = affine.leaf_instruction(name)
            if inst is not None:
                inner = loops.innermost(inst.block)
                if inner is not None:
                    defined.add(inner.header.id)
    return defined, counters
