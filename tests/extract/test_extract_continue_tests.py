"""continue_less and addr_bound: which latch compares become `lo(t) < hi(t)` facts, and how
addresses are written over their two sides."""

from __future__ import annotations

import pytest

from csarules.extract import extract_facts
from csarules.ir.reader import parse_module

LOOP = """define void @f(ptr %A, i64 %n) {{
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ %n, %entry ], [ %j.next, %loop ]
  %pi = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 0, ptr %pi, align 4
  %pj = getelementptr inbounds i32, ptr %A, i64 %j
  store i32 1, ptr %pj, align 4
  %i.next = add {iflags} i64 %i, 1
  %j.next = add nsw i64 %j, -1
  %more = icmp {pred} i64 {x}, {y}
  br i1 %more, label {on_true}, label {on_false}

exit:
  ret void
}}
"""
HEADER, TEST, STORE_I, STORE_J = 6, 14, 9, 11


def continue_facts(pred: str = "slt", x: str = "%i.next", y: str = "%j.next",
                   on_true: str = "%loop", iflags: str = "nuw nsw"):
    on_false = "%exit" if on_true == "%loop" else "%loop"
    text = LOOP.format(pred=pred, x=x, y=y, on_true=on_true, on_false=on_false,
                       iflags=iflags)
    facts = extract_facts(parse_module(text, "t.ll"))
    return facts["continue_less"], facts["addr_bound"]


def test_rotated_two_pointer_loop() -> None:
    tests, bounds = continue_facts()
    # lo(t) = i(t) = t, hi(t) = j(t) = n - t
    assert tests == {(HEADER, TEST, 1, -1)}
    assert (STORE_I, HEADER, TEST, "lo", "%A", 4, 0) in bounds
    assert (STORE_J, HEADER, TEST, "hi", "%A", 4, 0) in bounds


@pytest.mark.parametrize(("pred", "x", "y", "on_true", "shape"), [
    ("slt", "%i", "%j", "%loop", ("lo", 4, "hi", -4)),  # lo(t) = i(t-1) = i(t) - 1
    ("sgt", "%j.next", "%i.next", "%loop", ("lo", 0, "hi", 0)),  # operands swapped
    ("sle", "%i.next", "%j.next", "%loop", ("lo", 0, "hi", -4)),  # i <= j: i < j + 1
    ("sge", "%i.next", "%j.next", "%exit", ("lo", 0, "hi", 0)),  # leave when i >= j
    ("sgt", "%i.next", "%j.next", "%exit", ("lo", 0, "hi", -4)),  # leave when i > j
])
def test_compare_shapes_normalise_to_strict_less(pred, x, y, on_true, shape) -> None:
    tests, bounds = continue_facts(pred, x, y, on_true)
    assert tests == {(HEADER, TEST, 1, -1)}
    lo_side, lo_offset, hi_side, hi_offset = shape
    assert (STORE_I, HEADER, TEST, lo_side, "%A", 4, lo_offset) in bounds
    assert (STORE_J, HEADER, TEST, hi_side, "%A", 4, hi_offset) in bounds


@pytest.mark.parametrize(("pred", "iflags"), [
    ("ult", "nuw nsw"),  # unsigned: values are not the integers the rules compare
    ("ne", "nuw nsw"),  # says nothing about which side is lower
    ("slt", "nuw"),  # i.next may wrap as a signed value
])
def test_no_fact_without_an_exact_signed_order(pred, iflags) -> None:
    tests, bounds = continue_facts(pred, iflags=iflags)
    assert tests == set() and bounds == set()


def test_samesign_flag_is_read_past() -> None:
    tests, _ = continue_facts("samesign slt")
    assert tests == {(HEADER, TEST, 1, -1)}


def test_loop_with_two_latches_has_no_continue_test() -> None:
    text = """define void @g(ptr %A, i64 %n, i1 %c) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %left ], [ %i.next, %right ]
  %i.next = add nsw i64 %i, 1
  %pi = getelementptr inbounds i32, ptr %A, i64 %i
  store i32 0, ptr %pi, align 4
  br i1 %c, label %left, label %right

left:
  %a = icmp slt i64 %i.next, %n
  br i1 %a, label %loop, label %exit

right:
  br label %loop

exit:
  ret void
}
"""
    facts = extract_facts(parse_module(text, "t.ll"))
    assert facts["continue_less"] == set()
