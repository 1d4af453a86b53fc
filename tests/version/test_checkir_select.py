"""The check's min and max of a group's ends (CheckIR.select_min/select_max): each distinct
value once, two at a time (llvm.smin/smax); the IR they write, run by the simulator, gives
Python's min and max of the same values, duplicates included."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.ir.reader import parse_module
from csarules.sim.api import simulate
from csarules.version.checkir import CheckIR, Value


def _function(picks: list[int], count: int, side: str) -> str:
    ir = CheckIR("c", {})
    values = [Value(f"%x{k}", 64) for k in picks]
    best = ir.select_min(values) if side == "min" else ir.select_max(values)
    params = ", ".join(f"i64 %a{k}" for k in range(count))
    body = [f"  %x{k} = sext i64 %a{k} to i128" for k in range(count)]
    body += [f"  {line}" for line in ir.lines]
    body += [f"  %r = trunc i128 {best.text} to i64", "  ret i64 %r"]
    declares = "".join(f"declare i128 @{name}(i128, i128)\n" for name in sorted(ir.intrinsics))
    return f"define i64 @f({params}) {{\nentry:\n" + "\n".join(body) + "\n}\n" + declares


@settings(max_examples=60, deadline=None)
@given(numbers=st.lists(st.integers(-2**62, 2**62) | st.integers(-3, 3), min_size=1,
                        max_size=5),
       picks=st.lists(st.integers(0, 4), min_size=1, max_size=9),
       side=st.sampled_from(["min", "max"]))
def test_the_check_picks_the_least_or_greatest_end(numbers, picks, side):
    picks = [k % len(numbers) for k in picks]  # values named more than once: duplicates
    module = parse_module(_function(picks, len(numbers), side), "select.ll")
    result = simulate(module, "f", [str(n) for n in numbers])
    chosen = [numbers[k] for k in picks]
    assert result.return_value == (min(chosen) if side == "min" else max(chosen))


def test_distinct_values_are_compared_once_each():
    ir = CheckIR("c", {})
    values = [Value(f"%x{k % 3}", 64) for k in range(9)]  # three values, each three times
    ir.select_min(values)
    assert sum("@llvm.smin.i128" in line for line in ir.lines) == 2


@settings(max_examples=40, deadline=None)
@given(numbers=st.lists(st.integers(-2**40, 2**40), min_size=1, max_size=6),
       depths=st.lists(st.integers(0, 4), min_size=6, max_size=6))
def test_the_check_sums_what_is_ready_first(numbers, depths):
    """CheckIR.add_all over values computed at different depths (two `xor`s a step deeper)
    is their sum, and its chain is no longer than the deepest value's plus the
    additions a balanced tree needs."""
    ir = CheckIR("c", {})
    values = []
    for k, _ in enumerate(numbers):
        value = Value(f"%x{k}", 64)
        for step in range(depths[k]):
            value = Value(ir.emit(f"xor i128 {value.text}, {step}"), 64)
            value = Value(ir.emit(f"xor i128 {value.text}, {step}"), 64)
        values.append(value)
    total = ir.add_all(values)
    params = ", ".join(f"i64 %a{k}" for k in range(len(numbers)))
    body = [f"  %x{k} = sext i64 %a{k} to i128" for k in range(len(numbers))]
    body += [f"  {line}" for line in ir.lines]
    body += [f"  %r = trunc i128 {total.text} to i64", "  ret i64 %r"]
    text = f"define i64 @f({params}) {{\nentry:\n" + "\n".join(body) + "\n}\n"
    result = simulate(parse_module(text, "sum.ll"), "f", [str(n) for n in numbers])
    assert result.return_value == sum(numbers) % (1 << 64) - (
        (1 << 64) if sum(numbers) % (1 << 64) >= 1 << 63 else 0)
    deepest = max(ir.depth(v) for v in values)
    assert ir.depth(total) <= deepest + (len(numbers) - 1).bit_length()
