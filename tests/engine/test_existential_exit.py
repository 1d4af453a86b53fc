"""Without provenance, once a rule's head is made, the loops opened after the head's
variables were all bound are left (compile.py, leave_existential_loops): they only look
for some match of the rest of the body. With provenance they run on (another match may
give a lower height). Both give the relations a naive evaluation gives."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.engine import make_engine, parse_program
from csarules.engine.compile import RuleCompiler
from csarules.engine.store import Store

PROGRAM = """
.decl e(a:number, b:number)
.input e
.decl m(a:number)
.input m
// a starts a walk of three edges ending on a marked node: y and z only witness it
.decl walk3(a:number)
walk3(a) :- e(a, y), e(y, z), e(z, w), m(w).
// the head bound by the second atom: one loop (over w) to leave
.decl pair_out(a:number, b:number)
pair_out(a, b) :- e(a, b), e(b, w), !m(w).
// every variable in the head: nothing to leave
.decl full(a:number, b:number, c:number)
full(a, b, c) :- e(a, b), e(b, c).
"""

edges = st.sets(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=25)
marks = st.sets(st.tuples(st.integers(0, 6)), max_size=4)


def _naive(e: set, m: set) -> dict[str, set]:
    marked = {w for (w,) in m}
    return {
        "walk3": {(a,) for (a, y), (y2, z), (z2, w) in product(e, e, e)
                  if y == y2 and z == z2 and w in marked},
        "pair_out": {(a, b) for (a, b), (b2, w) in product(e, e) if b == b2 and w not in marked},
        "full": {(a, b, c) for (a, b), (b2, c) in product(e, e) if b == b2},
    }


@settings(max_examples=150, deadline=None)
@given(edges, marks)
def test_leaving_early_derives_what_every_match_derives(e, m) -> None:
    program = parse_program(PROGRAM, "<existential>")
    expected = _naive(e, m)
    for provenance in (False, True):
        result = make_engine(provenance=provenance).run(program, {"e": e, "m": m})
        for name, tuples in expected.items():
            assert result.relation(name) == tuples, (name, provenance)


SHAPES = """
.decl s(a:number)
.decl e(a:number, b:number)
.decl from_start(a:number)
from_start(a) :- s(a), e(a, y), e(y, z).
.decl pair_out(a:number, b:number)
pair_out(a, b) :- s(a), e(a, b), e(b, w).
.decl full(a:number, b:number, c:number)
full(a, b, c) :- s(a), e(a, b), e(b, c).
"""


def _source(relation: str, provenance: bool) -> str:
    program = parse_program(SHAPES, "<shapes>")
    store = Store(program.relations, provenance=provenance, stride=len(program.rules) + 2)
    store.add_facts("s", [(0,)])  # one tuple: the planner reads s first, binding a
    store.add_facts("e", [(x, y) for x in range(20) for y in range(x + 1, 20)])
    rule = next(r for r in program.rules if r.relation == relation)
    compiled = RuleCompiler(store, set()).compile(rule, None)
    assert compiled.plan[0].startswith("scan") and "s(a)" in compiled.plan[0]
    return compiled.source


def test_only_loops_after_the_head_is_bound_are_left() -> None:
    # the loops over y and z: two loops left, the inner one's exit breaking the outer one
    from_start = _source("from_start", provenance=False)
    assert from_start.count("break") == 2 and from_start.count("else:") == 1
    assert _source("pair_out", provenance=False).count("break") == 1
    assert "break" not in _source("full", provenance=False)
    assert "break" not in _source("from_start", provenance=True)
