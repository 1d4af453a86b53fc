"""The check's failing conditions joined into one (CheckIR.any_fail): the IR it writes, run by
the simulator, is the `or` of them all on every input; and its root is ready as soon as any
tree of `or`s over conditions of those depths could be, by brute force over all trees."""

from __future__ import annotations

import functools
import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.ir.reader import parse_module
from csarules.sim.api import simulate
from csarules.version.checkir import CheckIR


def _conditions(ir: CheckIR, depths: list[int]) -> None:
    """One failing condition per depth: `icmp ne %a<k>, 0` after depth - 1 additions."""
    for k, depth in enumerate(depths):
        value = f"%x{k}"
        for step in range(depth - 1):
            value = ir.emit(f"add i128 {value}, {step + 1000 * k}")  # distinct: no reuse
        added = sum(range(depth - 1)) + 1000 * k * (depth - 1)
        ir.fail_if(ir.emit(f"icmp ne i128 {value}, {added}"))


@functools.cache
def _best_root(depths: tuple[int, ...]) -> int:
    """The soonest depth of the root of any tree of `or`s over conditions of these depths
    (a join is ready one step after the later of its two)."""
    if len(depths) == 1:
        return depths[0]
    best = None
    for i, j in itertools.combinations(range(len(depths)), 2):
        rest = [d for k, d in enumerate(depths) if k not in (i, j)]
        joined = max(depths[i], depths[j]) + 1
        found = _best_root(tuple(sorted([*rest, joined])))
        best = found if best is None else min(best, found)
    return best  # type: ignore[return-value]


def _depth(ir: CheckIR, name: str) -> int:
    return ir._depth.get(name, 0)


@settings(max_examples=60, deadline=None)
@given(depths=st.lists(st.integers(1, 6), min_size=1, max_size=7))
def test_the_join_is_ready_as_soon_as_any_tree_could_be(depths: list[int]) -> None:
    ir = CheckIR("c", {})
    _conditions(ir, depths)
    root = ir.any_fail()
    assert [_depth(ir, c) for c in ir.fails] == depths
    assert _depth(ir, root) == _best_root(tuple(sorted(depths)))


@settings(max_examples=40, deadline=None)
@given(depths=st.lists(st.integers(1, 4), min_size=1, max_size=6),
       data=st.data())
def test_the_join_is_the_or_of_every_condition(depths: list[int], data) -> None:
    ir = CheckIR("c", {})
    _conditions(ir, depths)
    root = ir.any_fail()
    count = len(depths)
    params = ", ".join(f"i64 %a{k}" for k in range(count))
    body = [f"  %x{k} = sext i64 %a{k} to i128" for k in range(count)]
    body += [f"  {line}" for line in ir.lines]
    body += [f"  %r = zext i1 {root} to i64", "  ret i64 %r"]
    text = f"define i64 @f({params}) {{\nentry:\n" + "\n".join(body) + "\n}\n"
    module = parse_module(text, "any_fail.ll")
    # each condition k holds exactly when its argument is not 0
    holds = data.draw(st.lists(st.booleans(), min_size=count, max_size=count))
    result = simulate(module, "f", [str(1 if h else 0) for h in holds])
    assert result.return_value == int(any(holds))
