"""cfg._closure (each node's dominators, copied from its idom's) against the walk up the
tree per node it replaces, on random forests listed in random orders (children before
their parents, unreachable nodes without an idom, nodes only reached as an idom)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.analysis.cfg import _closure, closure_by_walking


@st.composite
def forests(draw):
    n = draw(st.integers(1, 30))
    idom = {}
    for node in range(1, n):
        if draw(st.booleans()) or node < 3:  # some roots besides 0
            idom[node] = draw(st.integers(0, node - 1))
    order = draw(st.permutations(range(n)))
    return list(order), idom


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(forests())
def test_closure_is_the_walk(case) -> None:
    nodes, idom = case
    assert _closure(nodes, idom) == closure_by_walking(nodes, idom)


def test_closure_of_a_chain() -> None:
    idom = {n: n - 1 for n in range(1, 6)}
    assert _closure([5, 2, 0], idom)[5] == {0, 1, 2, 3, 4, 5}
    assert _closure([5, 2, 0], idom)[2] == {0, 1, 2}
