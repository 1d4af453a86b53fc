"""Smallest programs on which the ordering modes, the execution model of
ordering-semantics.md and the simulator once disagreed, kept as regression tests:
readonly calls synchronise with nothing (only calls that may write unnamed memory do),
an op issues its instances in order (a call finishes before its next instance starts),
and the oracle does not make an op wait for its own earlier instances."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from programs import Program, programs
from runs import assert_correct_ordering, order_program, run

from csarules.ir.reader import parse_module
from csarules.order.pipeline import order_module
from csarules.sim import SimResult, simulate

READONLY_CALL = """declare i32 @ext_peek(ptr) memory(read) nounwind

define i32 @f(ptr %p) {
entry:
  %v = load i32, ptr %p, align 4
  %r = call i32 @ext_peek(ptr %p)
  %s = add i32 %v, %r
  ret i32 %s
}
"""

CALL_IN_LOOP = """define void @f(ptr %p) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  call void @bump(ptr %p, i32 0)
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, 3
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define void @bump(ptr %p, i32 %k) {
entry:
  %k64 = sext i32 %k to i64
  %a = getelementptr inbounds i32, ptr %p, i64 %k64
  %x = load i32, ptr %a, align 4
  %y = add i32 %x, 1
  store i32 %y, ptr %a, align 4
  ret void
}
"""

STORE_IN_LOOP = """define void @f(ptr %p) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  store i32 0, ptr %p, align 4
  %inext = add nsw i32 %i, 1
  %c = icmp slt i32 %inext, 3
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
"""


STORE_IN_INNER_LOOP = """define void @f(ptr %p) {
entry:
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %inext, %olatch ]
  %oc = icmp slt i32 %i, 2
  br i1 %oc, label %inner, label %exit

inner:
  %j = phi i32 [ 0, %outer ], [ %jnext, %ilatch ]
  %ic = icmp slt i32 %j, 1
  br i1 %ic, label %ibody, label %after

ibody:
  %ci = icmp eq i32 %i, 0
  br i1 %ci, label %then, label %ilatch

then:
  store i32 7, ptr %p, align 4
  br label %ilatch

ilatch:
  %jnext = add nsw i32 %j, 1
  br label %inner

after:
  %v = load i32, ptr %p, align 4
  br label %olatch

olatch:
  %inext = add nsw i32 %i, 1
  br label %outer

exit:
  ret void
}
"""


def ordered_run(text: str, mode: str, args: dict[str, str],
                externs: tuple[str, ...] = ()) -> SimResult:
    ordered = order_module(parse_module(text, "regression.ll"), mode)
    return simulate(parse_module(ordered, "ordered.ll"), "f", args, externs=externs)


def test_readonly_call_after_a_load() -> None:
    result = ordered_run(READONLY_CALL, "standard", {"p": "i32[4]:iota"}, ("ext_peek",))
    assert result.race_count == 0, result.races


@pytest.mark.parametrize("mode", ["standard", "linear"])
def test_call_alone_in_a_loop(mode: str) -> None:
    result = ordered_run(CALL_IN_LOOP, mode, {"p": "i32[4]:zero"})
    assert result.race_count == 0, result.races


def test_oracle_bounds_a_store_repeated_in_a_loop() -> None:
    result = ordered_run(STORE_IN_LOOP, "standard", {"p": "i32[4]:zero"})
    assert result.race_count == 0
    assert result.oracle_cycles <= result.cycles, (result.oracle_cycles, result.cycles)


def test_linear_store_in_inner_loop_then_load_after_it() -> None:
    result = ordered_run(STORE_IN_INNER_LOOP, "linear", {"p": "i32[4]:zero"})
    assert result.race_count == 0, result.races


@settings(max_examples=300, deadline=None, derandomize=True, database=None,
          phases=[Phase.generate],  # stop at the first failure: no minutes of shrinking
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(programs(readonly_calls=True, calls_in_loops=True))
def test_full_generator_finds_no_disagreement(program: Program) -> None:
    reference = run(program, program.text)
    for mode in ("standard", "linear"):
        assert_correct_ordering(program, order_program(program, mode), mode, reference)
