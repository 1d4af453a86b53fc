"""The check's min and max of a group's ends (CheckIR.select_min/select_max): each distinct
value once, in pairs; the IR they write, run by the simulator, gives Python's min and max
of the same values, duplicates included."""

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
    return f"define i64 @f({params}) {{\nentry:\n" + "\n".join(body) + "\n}\n"


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
    assert sum(line.split(" = ")[1].startswith("select") for line in ir.lines) == 2
