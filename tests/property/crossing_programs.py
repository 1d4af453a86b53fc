"""Hypothesis strategy for two-pointer loops: `for (i = LO, j = HI; i < j; i += si, j += sj)`
in rotated form, whose latch compare is the only thing that keeps the accesses on the two
sides apart across iterations (the crossing-bounds rule of rules/ordering.dl).

The compare takes many shapes (i or i.next, an extra offset, <, <=, swapped operands,
continue on true or on false) and the body loads and stores at i + c and j + c for small c,
so that some programs do touch one element from both sides in different iterations.
Every index stays inside the buffers the simulator allocates.
"""

from __future__ import annotations

from hypothesis import strategies as st
from programs import Draw, Program

BUFFER = 64  # i32 elements

_FLIP = {"slt": "sgt", "sle": "sge"}  # the same test with its operands swapped
_NEGATE = {"slt": "sge", "sle": "sgt", "sgt": "sle", "sge": "slt"}


@st.composite
def crossing_programs(draw: Draw) -> Program:
    lo = draw(st.integers(2, 3))
    symbolic = draw(st.booleans())  # j starts at %n + k instead of a constant
    hi_init = draw(st.integers(lo + 3, 10)) if not symbolic else None
    hi_extra = draw(st.integers(3, 5))
    # i - j grows by at least 1 per iteration; either may move either way
    i_step = draw(st.sampled_from([1, 1, 2, -1]))
    j_step = draw(st.sampled_from([1, 1, 0, -1] if i_step == 2 else
                                  [s for s in (-1, -1, -2, 0) if s < i_step]))
    lines = ["entry:"]
    if hi_init is None:
        lines.append(f"  %jinit = add nsw i32 %n, {hi_extra}")  # %n in 0..6
        j0 = "%jinit"
    else:
        j0 = str(hi_init)
    lines += [f"  %guard = icmp slt i32 {lo}, {j0}",
              "  br i1 %guard, label %loop, label %exit", "", "loop:",
              f"  %i = phi i32 [ {lo}, %entry ], [ %inext, %loop ]",
              f"  %j = phi i32 [ {j0}, %entry ], [ %jnext, %loop ]"]
    counter = [0]

    def fresh(prefix: str) -> str:
        counter[0] += 1
        return f"%{prefix}{counter[0]}"

    def index(var: str, shift: int) -> str:
        wide = fresh("w")
        if shift:
            moved = fresh("k")
            lines.append(f"  {moved} = add nsw i32 {var}, {shift}")
            var = moved
        lines.append(f"  {wide} = sext i32 {var} to i64")
        return wide

    # (pointer, variable, shift, store?): one access on each side, at least one of them a
    # store, whose shifts differ by -1..3 elements (around where the two sides can meet),
    # in either order, among 0..3 other accesses
    pair_pointer = draw(st.sampled_from(["%p0", "%p0", "%p1"]))
    j_shift = draw(st.integers(-2, 1))
    i_shift = j_shift + draw(st.integers(-1, 3))
    stores = draw(st.sampled_from([(True, False), (False, True), (True, True)]))
    accesses = [(pair_pointer, "%i", i_shift, stores[0]),
                (pair_pointer, "%j", j_shift, stores[1])]
    if draw(st.booleans()):
        accesses.reverse()
    for _ in range(draw(st.integers(0, 3))):
        extra = (draw(st.sampled_from(["%p0", "%p1"])), draw(st.sampled_from(["%i", "%j"])),
                 draw(st.integers(-2, 2)), draw(st.booleans()))
        accesses.insert(draw(st.integers(0, len(accesses))), extra)
    loaded: list[str] = []
    for pointer, var, shift, store in accesses:
        addr = fresh("a")
        lines.append(f"  {addr} = getelementptr inbounds i32, ptr {pointer}, "
                     f"i64 {index(var, shift)}")
        if store:
            value = draw(st.sampled_from([*loaded, "%i", "%j"]))
            lines.append(f"  store i32 {value}, ptr {addr}, align 4")
        else:
            value = fresh("v")
            lines.append(f"  {value} = load i32, ptr {addr}, align 4")
            loaded.append(value)
    lines += [f"  %inext = add nsw i32 %i, {i_step}", f"  %jnext = add nsw i32 %j, {j_step}"]

    def side(var: str, nxt: str) -> str:
        base = draw(st.sampled_from([var, nxt, nxt]))
        shift = draw(st.integers(-1, 1))
        if not shift:
            return base
        out = fresh("t")
        lines.append(f"  {out} = add nsw i32 {base}, {shift}")
        return out

    low, high = side("%i", "%inext"), side("%j", "%jnext")
    pred = draw(st.sampled_from(["slt", "sle"]))
    operands = (low, high)
    if draw(st.booleans()):
        pred, operands = _FLIP[pred], (high, low)
    targets = "label %loop, label %exit"
    if draw(st.booleans()):
        pred, targets = _NEGATE[pred], "label %exit, label %loop"
    lines += [f"  %c = icmp {pred} i32 {operands[0]}, {operands[1]}",
              f"  br i1 %c, {targets}", "", "exit:", "  ret i32 0"]
    text = ("define i32 @f(ptr %q, ptr %r, ptr %p0, ptr %p1, i32 %n) {\n"
            + "\n".join(lines) + "\n}\n")
    # the indices stay in -16..40: %p0 and %p1 point 16 elements into buffers %q, %r
    p1 = draw(st.sampled_from(["r+64", "q+64", "q+68", "q+72"]))
    return Program(text=text, entry="f",
                   args={"q": f"i32[{BUFFER}]:iota", "r": f"i32[{BUFFER}]:iota",
                         "p0": "q+64", "p1": p1, "n": str(draw(st.integers(0, 6)))},
                   externs=(), noalias=frozenset(),
                   features=frozenset({"crossing"}))
