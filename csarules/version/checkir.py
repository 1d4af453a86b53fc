"""The integer IR of a run-time overlap check: trip counts, byte ranges, comparisons.

Everything is computed in i128 from the values the check reads (pointers through
`ptrtoint`, integers sign-extended, `zext(%x)` terms zero-extended), so the arithmetic
is that of the integers and cannot wrap: each value carries a bound on its magnitude in
bits, and before a product or sum could leave the 127 bits of an i128, the factors are
tested against a smaller bound (`fits`), the check failing when they are not within it
(the original nest then runs). Wrapping of the program's own address arithmetic is ruled
out by the range test of every compared group: its bytes lie within [0, 2^64), where the
addresses the program computes modulo 2^64 are the integers computed here.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from csarules.analysis.affine import Poly

PRODUCT_BITS = 118  # the most a product may need, so that sums of a few stay in range
SUM_BITS = 124
TRIP_BITS = 40  # trip counts above 2^40 take the original nest
# a local value's name in LLVM's text, quoted or not
LOCAL_NAME = re.compile(r'%"(?:[^"\\]|\\.)*"|%[-\w$.]+')


@dataclass(frozen=True)
class Value:
    text: str  # an i128 operand: '%name' or a literal
    bits: int  # |value| < 2^bits on every run that passes the check
    nonneg: bool = False  # value >= 0 on every run


class CheckIR:
    """Instructions (without indentation) appended to `lines`; failing conditions, i1
    values, collected in `fails`."""

    def __init__(self, prefix: str, leaf: dict[str, tuple[str, str, str]]) -> None:
        self.prefix = prefix
        # leaf name -> (value text, its LLVM type, extension: "ptr", "sext" or "zext")
        self.leaf_values = leaf
        self.lines: list[str] = []
        self.fails: list[str] = []
        # an i1 that must hold for a failing condition to count (a loop's entry guard)
        self.guard: str | None = None
        self._n = 0
        self._computed: dict[str, str] = {}  # right-hand side -> its value's name
        self._leaves: dict[str, Value] = {}
        # value name -> the instructions on its longest chain (the function's before the
        # check, `external`, and the check's own): each is a step of a dataflow machine,
        # and the branch waits for the deepest
        self._depth: dict[str, int] = {}
        # the steps before a value of the function the check reads is ready (0: at once)
        self.external: Callable[[str], int] = lambda name: 0
        # a leaf's value as the check reads it: the value itself, or computed again
        # where its definition does not reach the check (bounds.py)
        self.resolve: Callable[[str], str] = lambda text: text
        # the intrinsics the check calls (llvm.smin.i128, llvm.smax.i128): the module
        # declares them
        self.intrinsics: set[str] = set()
        # a value computed as another plus a constant -> (that value, the constant): a
        # constant added to it joins the first (T - 1 of a count T = n - 1 is n - 2)
        self._plus: dict[str, tuple[Value, int]] = {}

    def _emit(self, rhs: str) -> str:
        # every instruction of the check is pure: one computing what an earlier one did
        # is that one (members of a group repeat their strides and trip counts)
        found = self._computed.get(rhs)
        if found is not None:
            return found
        name = f"%{self.prefix}{self._n}"
        self._n += 1
        self.lines.append(f"{name} = {rhs}")
        self._computed[rhs] = name
        self._depth[name] = 1 + max((self.depth(v) for v in LOCAL_NAME.findall(rhs)),
                                    default=0)
        return name

    def emit(self, rhs: str) -> str:
        """A value of the check computed by `rhs` (an instruction's right-hand side)."""
        return self._emit(rhs)

    @contextmanager
    def guarded(self, guard: str | None) -> Iterator[None]:
        """Conditions failed inside count only when `guard` holds (None: always)."""
        saved, self.guard = self.guard, guard
        try:
            yield
        finally:
            self.guard = saved

    @staticmethod
    def const(c: int) -> Value:
        return Value(str(c), max(1, abs(c).bit_length()), c >= 0)

    def leaf(self, name: str) -> Value:
        if name not in self._leaves:
            text, typ, how = self.leaf_values[name]
            text = self.resolve(text)
            if how == "ptr":
                # (a pointer's integer is zero-extended to a wider type)
                self._leaves[name] = Value(self._emit(f"ptrtoint {typ} {text} to i128"), 64,
                                           True)
            else:
                width = int(typ[1:])
                if width == 128:
                    self._leaves[name] = Value(text, 128)
                else:
                    ext = self._emit(f"{how} {typ} {text} to i128")
                    self._leaves[name] = Value(ext, width, how == "zext")
        return self._leaves[name]

    def fail_if(self, condition: str) -> None:
        if self.guard == "false" or condition == "false":
            return
        if self.guard is not None:
            condition = self.and_i1(self.guard, condition)
        if condition not in self.fails:
            self.fails.append(condition)

    def and_i1(self, a: str, b: str) -> str:
        if "false" in (a, b):
            return "false"
        if a == "true" or a == b:
            return b
        if b == "true":
            return a
        return self._emit(f"and i1 {a}, {b}")

    def or_i1(self, a: str, b: str) -> str:
        if "true" in (a, b):
            return "true"
        if a == "false" or a == b:
            return b
        if b == "false":
            return a
        return self._emit(f"or i1 {a}, {b}")

    def select_i1(self, condition: str, a: str, b: str) -> str:
        if condition == "true" or a == b:
            return a
        if condition == "false":
            return b
        return self._emit(f"select i1 {condition}, i1 {a}, i1 {b}")

    def fits(self, v: Value, bits: int) -> Value:
        """v, the check failing unless |v| < 2^bits."""
        if v.bits <= bits:
            return v
        if v.nonneg:
            self.fail_if(self._emit(f"icmp sge i128 {v.text}, {1 << bits}"))
        else:
            shifted = self._emit(f"add i128 {v.text}, {1 << bits}")
            self.fail_if(self._emit(f"icmp uge i128 {shifted}, {1 << (bits + 1)}"))
        return Value(v.text, bits, v.nonneg)

    def depth(self, v: Value | str) -> int:
        """The instructions on the longest chain to v (the function's before the check,
        `external`, and the check's own)."""
        text = v.text if isinstance(v, Value) else v
        found = self._depth.get(text)
        if found is None:
            found = self._depth[text] = self.external(text) if text.startswith("%") else 0
        return found

    def add_all(self, values: list[Value]) -> Value:
        """The sum of `values`, added two at a time in the order they are ready: the two
        shallowest first, again and again (a member's end is its base, an offset and terms
        computed at different depths: a symbolic stride's span, clamped, comes last)."""
        if not values:
            return self.const(0)
        return self._join_ready(values, self.add)

    def _join_ready(self, items: list, join: Callable) -> Any:
        """`items` joined two at a time by `join`, the two ready first (the shallowest)
        each time, so that the root is ready soonest."""
        ready = [(self.depth(v), k, v) for k, v in enumerate(items)]
        heapq.heapify(ready)
        made = len(ready)
        while len(ready) > 1:
            _, _, a = heapq.heappop(ready)
            _, _, b = heapq.heappop(ready)
            joined = join(a, b)
            heapq.heappush(ready, (self.depth(joined), made, joined))
            made += 1
        return ready[0][2]

    def add_const(self, v: Value, c: int) -> Value:
        """v + c, folded into the constant v was computed with, if any."""
        if c == 0:
            return v
        if _literal(v.text):
            return self.const(int(v.text) + c)
        inner, known = self._plus.get(v.text, (v, 0))
        if known + c == 0:
            return inner
        total = self._add(inner, self.const(known + c))
        self._plus.setdefault(total.text, (inner, known + c))
        return total

    def add(self, a: Value, b: Value) -> Value:
        if _literal(b.text):
            return self.add_const(a, int(b.text))
        if _literal(a.text):
            return self.add_const(b, int(a.text))
        return self._add(a, b)

    def _add(self, a: Value, b: Value) -> Value:
        if a.text == "0":
            return b
        if b.text == "0":
            return a
        if max(a.bits, b.bits) + 1 > SUM_BITS:
            a, b = self.fits(a, SUM_BITS - 1), self.fits(b, SUM_BITS - 1)
        return Value(self._emit(f"add i128 {a.text}, {b.text}"), max(a.bits, b.bits) + 1,
                     a.nonneg and b.nonneg)

    def sub(self, a: Value, b: Value) -> Value:
        if _literal(b.text):
            return self.add_const(a, -int(b.text))
        if max(a.bits, b.bits) + 1 > SUM_BITS:
            a, b = self.fits(a, SUM_BITS - 1), self.fits(b, SUM_BITS - 1)
        return Value(self._emit(f"sub i128 {a.text}, {b.text}"), max(a.bits, b.bits) + 1)

    def mul(self, a: Value, b: Value) -> Value:
        if a.text == "1":
            return b
        if b.text == "1":
            return a
        if a.bits + b.bits > PRODUCT_BITS:
            # share the bits out: a constant keeps its own, the rest go to the other
            if a.text.lstrip("-").isdigit():
                b = self.fits(b, max(1, PRODUCT_BITS - a.bits))
            elif b.text.lstrip("-").isdigit():
                a = self.fits(a, max(1, PRODUCT_BITS - b.bits))
            else:
                half = PRODUCT_BITS // 2
                a, b = self.fits(a, half), self.fits(b, half)
        return Value(self._emit(f"mul i128 {a.text}, {b.text}"), a.bits + b.bits,
                     a.nonneg and b.nonneg)

    def poly(self, poly: Poly, counter: dict[str, Value]) -> Value:
        """The value of a polynomial over leaves and counters ('iv@N' -> counter[...]):
        its positive terms summed, less its negative ones."""
        plus, minus = [self.const(poly.get((), 0))], []
        for mono in sorted(m for m in poly if m):
            coef = poly[mono]
            term = self.const(abs(coef))
            for name in mono:
                term = self.mul(term, counter[name] if name.startswith("iv@")
                                else self.leaf(name))
            (plus if coef > 0 else minus).append(term)
        total = self.add_all(plus)
        return self.sub(total, self.add_all(minus)) if minus else total

    def select_min(self, values: list[Value]) -> Value:
        return self._select(values, "slt")

    def select_max(self, values: list[Value]) -> Value:
        return self._select(values, "sgt")

    def _select(self, values: list[Value], pred: str) -> Value:
        # each distinct value once (members and candidates often give the same end), two
        # at a time in the order they are ready (as add_all): one step of the dataflow
        # machine per llvm.smin/smax, where a compare and a select would take two
        which = "smin" if pred == "slt" else "smax"
        return self._join_ready(list({v.text: v for v in values}.values()),
                                lambda a, b: self._extreme(which, b, a))

    def _extreme(self, which: str, a: Value, b: Value) -> Value:
        name = f"llvm.{which}.i128"
        self.intrinsics.add(name)
        return Value(self._emit(f"call i128 @{name}(i128 {a.text}, i128 {b.text})"),
                     max(a.bits, b.bits), a.nonneg and b.nonneg)

    def select(self, condition: str, a: Value, b: Value) -> Value:
        if condition == "true":
            return a
        if condition == "false":
            return b
        return Value(self._emit(f"select i1 {condition}, i128 {a.text}, i128 {b.text}"),
                     max(a.bits, b.bits), a.nonneg and b.nonneg)

    def clamp_zero(self, v: Value, keep: str) -> Value:
        """min(v, 0) (keep "neg") or max(v, 0) (keep "pos")."""
        kept = self._extreme("smin" if keep == "neg" else "smax", v, self.const(0))
        return Value(kept.text, v.bits, keep == "pos")

    def trip_count(self, kind: str, neg: Value, step: int, width: int) -> Value:
        """T for a loop running T iterations (tripcount.py), 1 <= T <= 2^TRIP_BITS; `neg`
        is minus the trip test's gap."""
        if kind in ("lt", "ult"):
            # T = max(1, ceil(-gap / step))
            if step == 1:
                quotient = neg
            else:
                num = self.add(neg, self.const(step - 1))
                quotient = Value(self._emit(f"sdiv i128 {num.text}, {step}"), num.bits)
            small = self._emit(f"icmp slt i128 {quotient.text}, 1")
            trips = Value(self._emit(f"select i1 {small}, i128 1, i128 {quotient.text}"),
                          quotient.bits, True)
        else:
            # T = -gap / step, an integer from 1 with |step| * T < 2^(width - 1)
            if abs(step) != 1:
                rem = self._emit(f"srem i128 {neg.text}, {step}")
                self.fail_if(self._emit(f"icmp ne i128 {rem}, 0"))
                trips = Value(self._emit(f"sdiv i128 {neg.text}, {step}"), neg.bits)
            else:
                trips = neg if step == 1 else self.sub(self.const(0), neg)
            self.fail_if(self._emit(f"icmp slt i128 {trips.text}, 1"))
            # |step| * T < 2^(width - 1) follows from T <= 2^TRIP_BITS when that is small
            if TRIP_BITS + abs(step).bit_length() >= width - 1:
                self.fail_if(self._emit(f"icmp sge i128 {neg.text}, {1 << (width - 1)}"))
                self.fail_if(self._emit(f"icmp sle i128 {neg.text}, {-(1 << (width - 1))}"))
            trips = Value(trips.text, trips.bits, True)
        if trips.bits > TRIP_BITS:
            self.fail_if(self._emit(f"icmp sgt i128 {trips.text}, {1 << TRIP_BITS}"))
        return Value(trips.text, min(trips.bits, TRIP_BITS + 1), True)

    def within_signed(self, first: Value, step: int, trips: Value, width: int) -> None:
        """The check fails unless first + step * t lies within [0, 2^(width-1)) for t = 0
        and t = T - 1 (so for every t between: the value is affine in t)."""
        top = 1 << (width - 1)
        last = self.add(first, self.mul(self.const(step), self.minus_one(trips)))
        for v in (first, last):
            if not v.nonneg:
                self.fail_if(self._emit(f"icmp slt i128 {v.text}, 0"))
            self.fail_if(self._emit(f"icmp sge i128 {v.text}, {top}"))

    def minus_one(self, trips: Value) -> Value:
        """T - 1 of a trip count T >= 1."""
        less = self.add_const(trips, -1)
        return Value(less.text, trips.bits, True)

    def any_fail(self) -> str:
        """One i1 that is true when some failing condition is: a tree of `or`s that joins
        the two conditions ready first, again and again (the tree whose root is ready
        soonest: conditions come at different depths, a range test after its bounds'
        products and sums, a trip count's test early)."""
        if not self.fails:
            return "false"
        return self._join_ready(self.fails, self.or_i1)

    def compare(self, text_pred: str, a: Value, b: Value) -> str:
        return self._emit(f"icmp {text_pred} i128 {a.text}, {b.text}")

    def both(self, x: str, y: str) -> str:
        return self._emit(f"and i1 {x}, {y}")


def _literal(text: str) -> bool:
    return text.lstrip("-").isdigit()
