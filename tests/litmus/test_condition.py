"""The `; exists:` condition language and its three-valued evaluation."""

from __future__ import annotations

import pytest

from csarules.errors import CsaError
from csarules.litmus.condition import UNDEF, evaluate, parse_condition, render


def holds(text: str, **values) -> bool | None:
    outcome = {k.replace("_", ":%", 1) if k.startswith("T") else "@" + k: v
               for k, v in values.items()}
    return evaluate(parse_condition(text, "t.ll", 1), outcome)


def test_definite_values() -> None:
    assert holds("T1:%r0 = 1 /\\ T1:%r1 = 0", T1_r0=1, T1_r1=0) is True
    assert holds("T1:%r0 = 1 /\\ T1:%r1 = 0", T1_r0=1, T1_r1=1) is False
    assert holds("T1:%r0 = 1 \\/ @x != 2", T1_r0=0, x=3) is True
    assert holds("~(T1:%r0 = 1)", T1_r0=1) is False


def test_undef_may_be_any_value() -> None:
    assert holds("T1:%r0 = 1", T1_r0=UNDEF) is None
    assert holds("~T1:%r0 = 1", T1_r0=UNDEF) is None
    # Kleene: a definite False decides a conjunction, a definite True a disjunction
    assert holds("T1:%r0 = 1 /\\ T1:%r1 = 0", T1_r0=UNDEF, T1_r1=1) is False
    assert holds("T1:%r0 = 1 \\/ T1:%r1 = 0", T1_r0=UNDEF, T1_r1=0) is True
    # asking for undef itself is definite
    assert holds("T1:%r0 = undef", T1_r0=UNDEF) is True
    assert holds("T1:%r0 = undef", T1_r0=0) is False


def test_vectors_and_rendering() -> None:
    cond = parse_condition("T0:%v = <1, 0, 0, 0> /\\ ~(@x = 1 \\/ @y = -2)", "t.ll", 1)
    assert render(cond) == "T0:%v=<1, 0, 0, 0> /\\ ~(@x=1 \\/ @y=-2)"
    assert evaluate(cond, {"T0:%v": (1, 0, 0, 0), "@x": 0, "@y": 0}) is True


@pytest.mark.parametrize("text, message", [
    ("", "empty"), ("T1:%r0 =", "ends too early"), ("T1:%r0 = 1 /\\", "ends too early"),
    ("(T1:%r0 = 1", "ends too early"), ("1 = T1:%r0", "expected a register"),
    ("T1:%r0 = 1 1", "unexpected '1'"), ("T1:%r0 ? 1", "cannot read"),
])
def test_malformed(text: str, message: str) -> None:
    with pytest.raises(CsaError) as info:
        parse_condition(text, "t.ll", 7)
    assert info.value.line == 7 and message in info.value.message
