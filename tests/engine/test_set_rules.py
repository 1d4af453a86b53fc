"""Rules that are a copy, a projection or a set difference run as whole-set operations
(csarules/engine/setrule.py) when there is no provenance: the same tuples as the loop per
tuple that provenance runs, and the plan says which way each rule ran."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.engine import make_engine, parse_program
from csarules.engine.profile import observing

PROGRAM = """
.decl r(a:number, b:number, c:number)
.input r
.decl gone(a:number, b:number, c:number)
.input gone
.decl also_gone(a:number, b:number, c:number)
.input also_gone
.decl copy(a:number, b:number, c:number)
copy(a, b, c) :- r(a, b, c).
.decl kept(a:number, b:number, c:number)
kept(a, b, c) :- r(a, b, c), !gone(a, b, c), !also_gone(a, b, c).
.decl swapped(b:number, a:number)
swapped(b, a) :- r(a, b, _).
.decl firsts(a:number)
firsts(a) :- r(a, _, _).
.decl twice(a:number, a2:number)
twice(a, a) :- r(a, _, _).
.decl kept_pairs(a:number, b:number)
kept_pairs(a, b) :- kept(a, b, _).
// not set operations: a constant, a repeated variable, a negation over other columns
.decl at_one(a:number, c:number)
at_one(a, c) :- r(a, 1, c).
.decl diagonal(a:number, c:number)
diagonal(a, c) :- r(a, a, c).
.decl not_swapped(a:number, b:number, c:number)
not_swapped(a, b, c) :- r(a, b, c), !gone(b, a, c).
"""
SET_RULES = {"copy", "kept", "swapped", "firsts", "twice", "kept_pairs"}
LOOP_RULES = {"at_one", "diagonal", "not_swapped"}

triples = st.sets(st.tuples(*[st.integers(0, 3)] * 3), max_size=30)


@settings(max_examples=60, deadline=None)
@given(triples, triples, triples)
def test_set_rules_derive_what_the_loops_derive(r, gone, also_gone) -> None:
    program = parse_program(PROGRAM, "<set rules>")
    facts = {"r": r, "gone": gone, "also_gone": also_gone}
    plain = make_engine(provenance=False).run(program, facts)
    traced = make_engine(provenance=True).run(program, facts)
    for name in SET_RULES | LOOP_RULES:
        assert plain.relation(name) == traced.relation(name), name
    assert plain.relation("kept") == r - gone - also_gone
    assert plain.relation("twice") == {(a, a) for a, _, _ in r}


def test_the_plan_shows_which_rules_ran_as_set_operations() -> None:
    program = parse_program(PROGRAM, "<set rules>")
    with observing() as observer:
        make_engine(provenance=False).run(program, {"r": {(1, 1, 2)}, "gone": set(),
                                                    "also_gone": set()})
    plans = observer.render_plans()
    blocks: dict[str, str] = {}
    for line in plans.splitlines():
        if not line.startswith(" "):
            name = line.split(" rule #")[0]
        blocks[name] = blocks.get(name, "") + line + "\n"
    for name in SET_RULES:
        assert "as a set" in blocks[name], blocks[name]
    for name in LOOP_RULES:
        assert "as a set" not in blocks[name], blocks[name]
