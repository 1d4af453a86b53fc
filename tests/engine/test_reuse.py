"""Rule versions generated for one run's store and run again over another's (reuse.py):
the same tuples as versions generated afresh, whatever ran before; a reused join order
that the new store makes dear is planned again."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.engine import make_engine, parse_program, reuse
from csarules.engine.profile import observing

# Every question the generator asks of a store has a rule here whose answer the data
# decide: a scan of a relation large or small, a head relation with facts of its own or
# none, an index there or cheap or not, a key unique or not; plus aggregates, negations,
# a recursive stratum and expressions.
PROGRAM = """
.decl pair(a:number, b:number)
.input pair
.decl triple(a:number, b:number, c:number)
.input triple
.decl mark(a:number)
.input mark
.decl carried(a:number, c:number, l:number)
.input carried
carried(a, c, l) :- mark(c), triple(b, c, 0), pair(b, l), triple(a, c, l), triple(a, b, l).
.decl owner(b:number, a:number)
owner(b, a) :- pair(a, b), triple(a, b, _), !mark(b).
.decl reach(a:number, b:number)
reach(a, b) :- pair(a, b).
reach(a, c) :- reach(a, b), pair(b, c), triple(c, b, _).
.decl fan(a:number, n:number)
fan(a, n) :- mark(a), n = count : { pair(a, x), triple(x, a, _) }.
.decl apart(a:number, c:number, k:number)
apart(a, c, k) :- triple(c, l, k), triple(a, c, l), pair(a, l), !mark(a), a != c.
.decl shifted(a:number, b:number)
shifted(a, b + 1) :- owner(a, b), reach(b, a), b < 3.
"""

small = st.integers(0, 4)
pairs = st.sets(st.tuples(small, small), max_size=14)
triples = st.sets(st.tuples(small, small, st.integers(0, 2)), max_size=30)
marks = st.sets(st.tuples(small), max_size=4)
carrieds = st.sets(st.tuples(small, small, st.integers(0, 2)), max_size=3)
fact_sets = st.fixed_dictionaries({"pair": pairs, "triple": triples, "mark": marks,
                                   "carried": carrieds})


def _large(seed: int) -> dict[str, set]:
    """Relations past the store's snapshot and small-index sizes, so that scans, indexes
    and plans are not those of the small runs."""
    return {"pair": {(i % 97, (i * seed) % 89) for i in range(5000)},
            "triple": {(i % 61, (i * 7 + seed) % 59, i % 3) for i in range(6000)},
            "mark": {(i,) for i in range(0, 60, 3)}, "carried": set()}


def _fresh(program, facts, provenance: bool) -> dict[str, set]:
    with observing(plans=False):  # (an observer turns reuse off)
        result = make_engine(provenance=provenance).run(program, facts)
    return {name: result.relation(name) for name in program.relations}


@settings(max_examples=40, deadline=None)
@given(st.lists(st.one_of(fact_sets, st.integers(2, 9).map(_large)), min_size=2, max_size=5),
       st.booleans())
def test_reused_versions_derive_what_fresh_ones_derive(runs, provenance) -> None:
    program = parse_program(PROGRAM, "<reuse>")
    for facts in runs:
        result = make_engine(provenance=provenance).run(program, facts)
        assert {name: result.relation(name) for name in program.relations} == \
            _fresh(program, facts, provenance)


@pytest.fixture
def found(monkeypatch):
    """(rule relation, whether a version was reused) for each version looked up."""
    seen: list[tuple[str, bool]] = []
    relation_of: dict[tuple, str] = {}
    key, find = reuse.key, reuse.find

    def naming(rule, *more):
        at = key(rule, *more)
        relation_of[at] = rule.relation
        return at

    def recording(at, store, planner):
        made = find(at, store, planner)
        seen.append((relation_of[at], made is not None))
        return made

    monkeypatch.setattr(reuse, "key", naming)
    monkeypatch.setattr(reuse, "find", recording)
    monkeypatch.setattr(reuse, "_MADE", {})
    return seen


def test_a_second_store_alike_reuses_the_versions_it_can(found) -> None:
    program = parse_program(PROGRAM, "<reuse>")
    first = {"pair": {(0, 1), (1, 2)}, "triple": {(1, 0, 0), (2, 1, 1)}, "mark": {(0,)},
             "carried": set()}
    second = {"pair": {(2, 3), (3, 4)}, "triple": {(3, 2, 0), (4, 3, 1)}, "mark": {(2,)},
              "carried": set()}
    make_engine(provenance=True).run(program, first)
    made = len(found)
    assert made and not any(hit for _, hit in found)
    result = make_engine(provenance=True).run(program, second)
    # all but the version reading `reach` from the delta: a growing relation is taken as
    # large (planner.GROWING_SIZE), so that order never costs little enough to keep
    assert len(found) == 2 * made
    assert [relation for relation, hit in found[made:] if not hit] == ["reach"]
    assert result.relation("reach") == {(2, 3), (3, 4), (2, 4)}


def test_an_order_cheap_on_a_small_store_is_planned_again_on_a_large_one(found) -> None:
    program = parse_program(PROGRAM, "<reuse>")
    make_engine(provenance=True).run(program, {"pair": {(0, 1)}, "triple": {(1, 0, 0)},
                                               "mark": {(0,)}, "carried": set()})
    found.clear()
    make_engine(provenance=True).run(program, _large(3))
    assert ("carried", False) in found and ("apart", False) in found


def test_a_head_relation_with_facts_is_not_given_a_version_made_without(found) -> None:
    program = parse_program(PROGRAM, "<reuse>")
    facts = {"pair": {(0, 1)}, "triple": {(1, 0, 0), (0, 0, 0)}, "mark": {(0,)},
             "carried": set()}
    make_engine(provenance=False).run(program, facts)
    found.clear()
    result = make_engine(provenance=False).run(program, {**facts, "carried": {(0, 0, 0)}})
    assert ("carried", False) in found
    assert result.relation("carried") == _fresh(program, {**facts, "carried": {(0, 0, 0)}},
                                                 False)["carried"]
