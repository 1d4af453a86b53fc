"""Rules that filter one atom's relation (a copy, a projection, set intersections and
differences, semi-joins on its columns, comparisons of its columns) run as whole-set
operations (csarules/engine/setrule.py) when there is no provenance: the same tuples as
the loop per tuple that provenance runs, and the plan says which way each rule ran."""

from __future__ import annotations

from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.engine import make_engine, parse_program, store
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
.decl not_swapped(a:number, b:number, c:number)
not_swapped(a, b, c) :- r(a, b, c), !gone(b, a, c).
.decl unary(a:number)
.input unary
.decl pair(a:number, b:number)
.input pair
// intersections, semi-joins (also with wildcards and repeated columns), comparisons,
// constants in the head
.decl both(a:number, b:number, c:number)
both(a, b, c) :- gone(a, b, c), r(a, b, c), also_gone(a, b, c), !unary(b).
.decl tagged(c:number, a:number, t:symbol, k:number)
tagged(c, a, "t", 7) :- r(a, b, c), gone(a, b, c), unary(a), pair(c, a), a != c.
.decl filtered(a:number, b:number)
filtered(a, b) :- r(a, b, _), unary(b), !pair(a, b), gone(b, _, a), a <= b.
.decl twin(a:number, b:number, c:number)
twin(a, b, c) :- r(a, b, c), gone(a, a, c), !also_gone(_, c, c).
.decl some(a:number, b:number)
some(a, b) :- pair(a, b), also_gone(_, _, _), !gone(_, _, _), a > 1.
.decl second(a:number, c:number)
second(a, c) :- r(a, _, c), pair(_, c), !unary(c).
.decl extended(a:number, b:number, c:number, k:number)
extended(a, b, c, 1) :- r(a, b, c), !unary(a).
.decl prefix(a:number, b:number, k:number)
prefix(a, b, 9) :- r(a, b, _), unary(b).
.decl middle(a:number, k:number, c:number)
middle(a, 5, c) :- r(a, _, c), unary(c).
.decl constant(k:number)
constant(0) :- r(a, b, _), a = b, b < 2.
.decl wide(a:number, b:number)
wide(a, b) :- pair(a, b), a + 1 = b.
// copies share the source's set (Store.copy_of): unless another rule adds to the relation
.decl union(a:number, b:number, c:number)
union(a, b, c) :- r(a, b, c).
union(a, b, c) :- gone(a, b, c).
union(a, b, c) :- pair(a, b), unary(c), a != b.
.decl maybe_copy(a:number, b:number, c:number)
maybe_copy(a, b, c) :- gone(a, b, c), !also_gone(a, b, c).
.decl copy_of_copy(a:number, b:number, c:number)
copy_of_copy(a, b, c) :- maybe_copy(a, b, c).
// not set operations: a constant, a repeated variable, an expression, another variable
.decl at_one(a:number, c:number)
at_one(a, c) :- r(a, 1, c).
.decl diagonal(a:number, c:number)
diagonal(a, c) :- r(a, a, c).
.decl joined(a:number, d:number)
joined(a, d) :- pair(a, b), pair(b, d).
.decl filter_constant(a:number, b:number)
filter_constant(a, b) :- pair(a, b), r(a, b, 2).
"""
SET_RULES = {"copy", "kept", "swapped", "firsts", "twice", "kept_pairs", "not_swapped",
             "both", "tagged", "filtered", "twin", "some", "second", "constant",
             "extended", "prefix", "middle", "union", "maybe_copy", "copy_of_copy"}
LOOP_RULES = {"at_one", "diagonal", "wide", "joined", "filter_constant"}

triples = st.sets(st.tuples(*[st.integers(0, 3)] * 3), max_size=30)
singles = st.sets(st.tuples(st.integers(0, 3)), max_size=4)
pairs = st.sets(st.tuples(*[st.integers(0, 3)] * 2), max_size=12)


@settings(max_examples=100, deadline=None)
@given(triples, triples, triples, singles, pairs)
def test_set_rules_derive_what_the_loops_derive(r, gone, also_gone, unary, pair) -> None:
    program = parse_program(PROGRAM, "<set rules>")
    facts = {"r": r, "gone": gone, "also_gone": also_gone, "unary": unary, "pair": pair}
    plain = make_engine(provenance=False).run(program, facts)
    traced = make_engine(provenance=True).run(program, facts)
    # a large relation is filtered through the store's transposed copy: here every one is
    with patch.object(store, "SNAPSHOT_SIZE", 1):
        transposed = make_engine(provenance=False).run(program, facts)
    for name in SET_RULES | LOOP_RULES:
        assert plain.relation(name) == traced.relation(name), name
        assert transposed.relation(name) == traced.relation(name), name
    assert plain.relation("kept") == r - gone - also_gone
    assert plain.relation("twice") == {(a, a) for a, _, _ in r}
    assert plain.relation("copy") == r and plain.relation("maybe_copy") == gone - also_gone
    assert plain.relation("union") == r | gone | {
        (a, b, c) for a, b in pair for (c,) in unary if a != b}


def test_the_plan_shows_which_rules_ran_as_set_operations() -> None:
    program = parse_program(PROGRAM, "<set rules>")
    with observing() as observer:
        make_engine(provenance=False).run(program, {"r": {(1, 1, 2)}, "gone": {(1, 1, 2)},
                                                    "also_gone": {(1, 1, 2)},
                                                    "unary": {(1,)}, "pair": {(1, 2)}})
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
