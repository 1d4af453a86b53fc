"""Explaining from a run without provenance (cone.py) against the run with provenance,
the oracle: the same trees, heights and rules, tuple by tuple, and the same packed
height for every tuple of every cone."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import DECLS, GRAPH_PROGRAM, LOWERED_LATER, edges, marks, rules

from csarules.engine import make_engine, parse_program

REPO = Path(__file__).resolve().parents[2]


def _same_explanations(program, facts, relations=None, limit=None) -> int:
    """Every tuple of `relations` (default: every relation) explained both ways; returns
    how many cone tuples were compared."""
    traced = make_engine(provenance=True).run(program, facts)
    plain = make_engine(provenance=False).run(program, facts)
    for name in sorted(relations or program.relations):
        for row in sorted(traced.relation(name))[:limit]:
            old, new = traced.explain(name, row), plain.explain(name, row)
            assert new is not None, (name, row)
            assert new.render() == old.render(), (name, row)
            assert new.to_dict() == old.to_dict(), (name, row)
    cone = plain._explainer.cone if plain._explainer is not None else None
    compared = 0
    for name, known in (cone.packed.items() if cone is not None else ()):
        for row, packed in known.items():
            assert packed == traced.store.full[name][row], (name, row)
            compared += 1
    return compared


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(rules(), min_size=1, max_size=5), edges, marks)
def test_random_programs_explain_alike(rule_texts, edge_rows, vertex_rows):
    program = parse_program(DECLS + "\n".join(rule_texts) + "\n")
    _same_explanations(program, {"e": edge_rows, "v": vertex_rows})


@contextmanager
def _large(combinations: int):
    """Every relation counts as large for the store and for explain's look-ups
    (lookup.py), which then test the tuples the other columns' values make, or, with no
    `combinations`, scan the relation or read the run's indexes."""
    from csarules.engine import lookup, store

    with patch.object(store, "SNAPSHOT_SIZE", 1), patch.object(lookup, "LARGE", 1), \
            patch.object(lookup, "COMBINATIONS", combinations):
        yield


@pytest.mark.parametrize("combinations", [0, 64])
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(rules(), min_size=1, max_size=5), edges, marks)
def test_random_programs_explain_alike_through_large_relations(combinations, rule_texts,
                                                               edge_rows, vertex_rows):
    program = parse_program(DECLS + "\n".join(rule_texts) + "\n")
    with _large(combinations):
        _same_explanations(program, {"e": edge_rows, "v": vertex_rows})


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8)), max_size=25))
def test_random_graphs_explain_alike(edge_rows):
    # path is recursive twice over (path, path): many derivations of equal height
    _same_explanations(parse_program(GRAPH_PROGRAM), {"e": sorted(set(edge_rows))})


TIE = """
.decl s(x:number, y:number)
.decl e(x:number, y:number)
.decl e2(x:number, y:number)
.decl deep(x:number, y:number)
deep(x, y) :- e2(x, y).
.decl p(x:number, y:number)
p(x, z) :- p(x, y), e(y, z).
p(x, y) :- s(x, y).
p(x, y) :- deep(x, y).
"""


def test_a_tie_keeps_the_rule_of_the_first_round_not_the_least_rule():
    # p(1, 3) has height 2 both by rule #1 (p(1, 2), e(2, 3); found in the first round)
    # and by rule #3 (deep(1, 3); an exit rule, found before any round). The run keeps
    # the first found: the least (height, rule) over all derivations would be rule #1.
    program = parse_program(TIE)
    facts = {"s": [(1, 2)], "e": [(2, 3)], "e2": [(1, 3)]}
    traced = make_engine(provenance=True).run(program, facts)
    tree = traced.explain("p", (1, 3))
    assert (tree.height, tree.rule_number) == (2, 3)
    assert _same_explanations(program, facts) > 0


def test_heights_lowered_in_later_rounds_explain_alike():
    # path(1, 4) is found first through a long chain of a lower stratum, later more
    # directly: the replay of the rounds must lower it as the run did
    text = LOWERED_LATER
    facts = {"step": [(1, 2), (2, 3), (3, 4), (4, 5)], "jump": [(1, 3), (3, 5)]}
    assert _same_explanations(parse_program(text), facts) > 0


def test_explain_needs_every_relation_kept():
    from csarules.engine.diagnostics import EngineError

    program = parse_program(TIE)
    result = make_engine(provenance=False, keep=["p"]).run(program, {"s": [(1, 2)]})
    with pytest.raises(EngineError, match="explain needs provenance"):
        result.explain("p", (1, 2))


# corpus files: loops with carried pairs (the reductions' walks), rets after loops
# (ret_walk), paths around blocks (avoids), a parallel region (released)
CORPUS = ["tests/inputs/gen/two_pointer.clang19.O2.ll",
          "tests/inputs/gen/nested_2d.clang19.O2unroll.ll",
          "tests/inputs/gen/diamond.clang19.O2unroll.ll",
          "tests/inputs/gen/switch_stmt.clang19.O2.ll",
          "tests/inputs/gen/parallel_loop.clang19.O2.ll"]
# what `why` explains, and recursive relations of the shipped rules
EXPLAINED = ["required", "released", "implied", "emitted", "same_iteration_disjoint",
             "carried_disjoint", "reach", "reach_in_loop", "avoids", "avoids_any",
             "pred_walk", "behind_walk", "ret_walk", "loop_within"]


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: Path(p).name)
def test_corpus_explains_alike(path: str) -> None:
    _corpus_explains_alike(path)


@pytest.mark.parametrize("combinations", [0, 64])
def test_corpus_explains_alike_through_large_relations(combinations: int) -> None:
    with _large(combinations):
        _corpus_explains_alike(CORPUS[1])


def _corpus_explains_alike(path: str) -> None:
    from csarules.extract import extract_facts
    from csarules.order.ordering import read_unordered
    from csarules.order.pipeline import _program

    _, program = _program(None, None)
    facts = extract_facts(read_unordered(REPO / path))
    assert _same_explanations(program, facts, EXPLAINED, limit=60) > 100


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(rules(), min_size=1, max_size=5), edges, marks)
def test_cones_covered_at_once_are_those_covered_one_by_one(rule_texts, edge_rows,
                                                           vertex_rows):
    """Result.prepare_explain (one replay over the union of the cones) gives every tuple
    the packed height and the tree that covering them one by one gives."""
    program = parse_program(DECLS + "\n".join(rule_texts) + "\n")
    facts = {"e": edge_rows, "v": vertex_rows}
    one = make_engine(provenance=False).run(program, facts)
    many = make_engine(provenance=False).run(program, facts)
    keys = [(name, row) for name in sorted(program.relations)
            for row in sorted(one.relation(name))]
    many.prepare_explain(keys)
    for name, row in keys:
        assert many.explain(name, row).to_dict() == one.explain(name, row).to_dict()
    if one._explainer is not None:
        assert many._explainer.cone.packed == one._explainer.cone.packed
