"""last_iteration: which latch compares fix the last iteration a loop can start, and which
say nothing (unknown bounds, wrapping operands, a bound that can be stepped over)."""

from __future__ import annotations

import pytest

from csarules.extract import extract_facts
from csarules.ir.reader import parse_module

LOOP = """define void @f(ptr %A, i64 %n) {{
entry:
  br label %loop

loop:
  %i = phi i64 [ {init}, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 0, ptr %p, align 4
  %i.next = add {flags} i64 %i, {step}
  %more = icmp {pred} i64 {x}, {y}
  br i1 %more, label {on_true}, label {on_false}

exit:
  ret void
}}
"""
HEADER = 6


def last_iteration(pred: str, y: str, x: str = "%i.next", init: int = 0, step: int = 1,
                   on_true: str = "%exit", flags: str = "nuw nsw") -> set[tuple]:
    on_false = "%loop" if on_true == "%exit" else "%exit"
    text = LOOP.format(init=init, step=step, pred=pred, x=x, y=y, on_true=on_true,
                       on_false=on_false, flags=flags)
    return extract_facts(parse_module(text, "t.ll"))["last_iteration"]


@pytest.mark.parametrize(("kwargs", "last"), [
    # clang's rotated `for (i = 0; i < 8; ++i)`: leave when i + 1 == 8; i = 0 .. 7
    ({"pred": "eq", "y": "8"}, 7),
    ({"pred": "ne", "y": "8", "on_true": "%loop"}, 7),
    ({"pred": "eq", "y": "8", "init": 1}, 6),  # i = 1 .. 7
    ({"pred": "eq", "y": "40", "step": 2}, 19),  # i = 0, 2, .. 38
    ({"pred": "eq", "y": "0", "x": "%i", "init": 7, "step": -1}, 7),  # i = 7 .. 0
    ({"pred": "slt", "y": "8", "on_true": "%loop"}, 7),  # go on while i + 1 < 8
    ({"pred": "sle", "y": "8", "on_true": "%loop"}, 8),  # go on while i + 1 <= 8
    ({"pred": "slt", "y": "8", "x": "%i", "on_true": "%loop"}, 8),  # i < 8, tested before ++
    ({"pred": "sge", "y": "20", "step": 3}, 6),  # leave when i + 3 >= 20; i = 0 .. 18
    ({"pred": "ult", "y": "38", "x": "%i", "step": 2, "on_true": "%loop"}, 19),
    ({"pred": "slt", "y": "1", "on_true": "%loop"}, 0),  # never a second iteration
])
def test_constant_trip_counts(kwargs: dict, last: int) -> None:
    assert last_iteration(**kwargs) == {(HEADER, last)}


@pytest.mark.parametrize("kwargs", [
    {"pred": "eq", "y": "%n"},  # unknown bound
    {"pred": "eq", "y": "9", "step": 2},  # 2, 4, .. steps over 9: the compare never holds
    {"pred": "eq", "y": "8", "init": 8},  # 9, 10, .. never 8 before wrapping
    {"pred": "eq", "y": "8", "flags": ""},  # i + 1 may wrap
    {"pred": "eq", "y": "8", "on_true": "%loop"},  # go on while equal
    {"pred": "ult", "y": "38", "x": "%i", "init": -4, "on_true": "%loop"},  # negative start
    {"pred": "slt", "y": "8", "step": -1, "on_true": "%loop"},  # counts away from 8
])
def test_no_fact_without_a_fixed_last_iteration(kwargs: dict) -> None:
    assert last_iteration(**kwargs) == set()


def test_unsigned_counters_of_the_vectoriser() -> None:
    # `add nuw` without nsw (the vectoriser's index): exact as an unsigned value
    assert last_iteration("eq", "8", step=4, flags="nuw") == {(HEADER, 1)}
    assert last_iteration("ult", "38", x="%i", step=2, flags="nuw",
                          on_true="%loop") == {(HEADER, 19)}
    # ... but not for a signed order, nor from a negative start
    assert last_iteration("slt", "8", flags="nuw", on_true="%loop") == set()
    assert last_iteration("eq", "8", init=-4, flags="nuw") == set()
