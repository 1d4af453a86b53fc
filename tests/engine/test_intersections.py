"""Joins whose atoms, once the one variable they share is the only one left unbound, only
test it, run as intersections of value sets (compile.py, RuleCompiler.partners): the same
tuples as the loops provenance runs, and the plan says where."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.engine import make_engine, parse_program
from csarules.engine.profile import observing

PROGRAM = """
.decl pair(a:number, b:number)
.input pair
.decl triple(a:number, b:number, c:number)
.input triple
.decl mark(a:number)
.input mark
// the shape of implied's carried rule: c and l bound, a in both sets
.decl carried(a:number, c:number, l:number)
carried(a, c, l) :- mark(c), triple(b, c, 0), pair(b, l), triple(a, c, l), triple(a, b, l).
// three sets, one keyed on nothing, wildcards and constants in keys
.decl three(a:number, b:number)
three(a, b) :- pair(b, _), pair(a, b), triple(a, _, 1), mark(a).
// the variable in different columns of one relation
.decl sides(b:number, x:number)
sides(b, x) :- triple(b, c, 0), pair(x, c), pair(c, x).
// inside a recursive stratum: the growing relation is never a set, the complete ones are
.decl reach(a:number, b:number)
reach(a, b) :- pair(a, b).
reach(a, c) :- reach(a, b), pair(b, c), triple(c, b, _).
// an aggregate counts every match: no sets inside it
.decl fan(a:number, n:number)
fan(a, n) :- mark(a), n = count : { pair(a, x), triple(x, a, _) }.
// after the variable is bound: a negation and a comparison on it
.decl apart(a:number, c:number, k:number)
apart(a, c, k) :- triple(c, l, k), triple(a, c, l), pair(a, l), !mark(a), a != c.
"""
SET_RULES = {"carried", "three", "sides"}  # (apart: whether it does depends on the data)

small = st.integers(0, 3)
pairs = st.sets(st.tuples(small, small), max_size=12)
triples = st.sets(st.tuples(small, small, st.integers(0, 2)), max_size=30)
marks = st.sets(st.tuples(small), max_size=4)


@settings(max_examples=150, deadline=None)
@given(pairs, triples, marks)
def test_intersections_derive_what_the_loops_derive(pair, triple, mark) -> None:
    program = parse_program(PROGRAM, "<intersections>")
    facts = {"pair": pair, "triple": triple, "mark": mark}
    plain = make_engine(provenance=False).run(program, facts)
    traced = make_engine(provenance=True).run(program, facts)
    for name in program.relations:
        assert plain.relation(name) == traced.relation(name), name
    expected = {(a, c, loop) for (c,) in mark for b, c2, zero in triple
                if c2 == c and zero == 0 for b2, loop in pair if b2 == b
                for a, c3, l2 in triple if c3 == c and l2 == loop and (a, b, loop) in triple}
    assert plain.relation("carried") == expected


def test_the_plan_shows_the_sets_intersected() -> None:
    program = parse_program(PROGRAM, "<intersections>")
    # (more than planner.KNOWN_VALUES tuples each: the planner reads the values of tinier
    # relations, and plans differently there)
    facts = {"pair": {(i % 9, (i * 5) % 11) for i in range(40)},
             "triple": {(i % 13, (i * 7) % 11, i % 3) for i in range(80)},
             "mark": {(i,) for i in range(0, 40, 2)}}
    with observing() as observer:
        make_engine(provenance=False).run(program, facts)
    blocks: dict[str, str] = {}
    for line in observer.render_plans().splitlines():
        if not line.startswith(" "):
            name = line.split(" rule #")[0]
        blocks[name] = blocks.get(name, "") + line + "\n"
    for name in SET_RULES:
        assert "values" in blocks[name] and "\n    and " in blocks[name], blocks[name]
    assert "values" not in blocks["fan"], blocks["fan"]
    with observing() as observer:
        make_engine(provenance=True).run(program, facts)
    assert "values" not in observer.render_plans()  # a value has no one tuple, no height
