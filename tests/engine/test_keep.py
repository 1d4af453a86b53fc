"""`keep`: the embedded engine frees relations no later stratum reads, and only those, and
never computes relations no kept relation depends on."""

from __future__ import annotations

import pytest

from csarules.engine import EngineError, make_engine, parse_program

PROGRAM = """
.decl edge(x:number, y:number)
.input edge
.decl path(x:number, y:number)
path(x, y) :- edge(x, y).
path(x, z) :- path(x, y), edge(y, z).
.decl far(x:number, y:number)
far(x, y) :- path(x, y), !edge(x, y).
.decl unused(x:number)
unused(x) :- edge(x, _).
.decl pairs(n:number)
pairs(n) :- n = count : { far(_, _) }.
"""
EDGES = [(1, 2), (2, 3), (3, 4), (4, 5)]


def test_kept_relations_equal_a_full_run_and_the_rest_is_freed() -> None:
    program = parse_program(PROGRAM, "<keep>")
    full = make_engine(provenance=False).run(program, {"edge": EDGES})
    kept = make_engine(provenance=False, keep=["far", "pairs"]).run(program, {"edge": EDGES})
    assert kept.relation("far") == full.relation("far") != set()
    assert kept.relation("pairs") == full.relation("pairs") == {(6,)}
    # path and edge were read by nothing after their last reader: freed, yet their sizes
    # stay in the statistics; no kept relation reads `unused`, so it was never derived
    assert kept.store.released == {"edge", "path", "unused"}
    assert full.stats["tuples"]["unused"] == 4
    assert kept.stats["tuples"] == {**full.stats["tuples"], "unused": 0}
    with pytest.raises(EngineError, match="not kept"):
        kept.relation("path")


def test_relations_read_through_negation_and_aggregates_are_derived() -> None:
    program = parse_program(PROGRAM, "<keep>")
    # far reads edge through a negation; pairs reads far through an aggregate only
    kept = make_engine(provenance=False, keep=["pairs"]).run(program, {"edge": EDGES})
    assert kept.relation("pairs") == {(6,)}
    assert kept.stats["tuples"]["far"] == 6
    assert kept.stats["tuples"]["unused"] == 0



def test_a_run_leaves_no_relation_in_a_reference_cycle() -> None:
    # The generated rules' globals refer to the relations and indexes they read and to
    # the rules themselves (a cycle): unless the engine drops them, a released relation
    # lives on until the cyclic collector runs, which ordering pauses for a whole module
    # (and then the collector traverses its millions of tuples).
    import gc

    program = parse_program(PROGRAM, "<keep>")
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector finds stays in gc.garbage
    try:
        for provenance in (False, True):
            result = make_engine(provenance=provenance, keep=["far", "pairs"]).run(
                program, {"edge": EDGES})
            assert result.relation("far")
            del result
            gc.collect()
            rules = [o for o in gc.garbage if callable(o) and
                     getattr(getattr(o, "__code__", None), "co_filename", "").startswith("<rule")]
            relations = [o for o in gc.garbage if isinstance(o, (set, frozenset))
                         and any(isinstance(t, tuple) for t in o)]
            assert rules == relations == []
            gc.garbage.clear()
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def test_targets_derive_what_they_read_keep_it_and_explain_as_a_full_run() -> None:
    # `why` explains a few relations of a large function: `targets` derives those and
    # what they read (so every relation of a tree is there), nothing else, frees nothing
    program = parse_program(PROGRAM, "<targets>")
    full = make_engine(provenance=True).run(program, {"edge": EDGES})
    aimed = make_engine(provenance=True, targets=["far"]).run(program, {"edge": EDGES})
    assert aimed.stats["tuples"] == {**full.stats["tuples"], "unused": 0, "pairs": 0}
    assert aimed.store.released == set()
    assert aimed.relation("path") == full.relation("path")
    for tup in sorted(full.relation("far")):
        assert aimed.explain("far", tup).render() == full.explain("far", tup).render()


def test_a_rule_added_to_a_program_after_a_run_is_run_by_the_next() -> None:
    # (which rules run, and when relations expire, are kept per program between runs)
    from csarules.engine.stratify import stratify

    program = parse_program(PROGRAM, "<keep>")
    engine = make_engine(provenance=False, keep=["far"])
    assert engine.run(program, {"edge": EDGES}).relation("far") == \
        {(1, 3), (1, 4), (1, 5), (2, 4), (2, 5), (3, 5)}
    extra = parse_program(PROGRAM + "far(x, x) :- unused(x).\n", "<keep>").rules[-1]
    program.rules.append(extra)
    program.strata = stratify(program)
    assert engine.run(program, {"edge": EDGES}).relation("far") >= {(1, 1), (4, 4)}
    program.rules.pop()
    program.strata = stratify(program)
    assert (1, 1) not in engine.run(program, {"edge": EDGES}).relation("far")
