"""Without provenance, a rule of a stratum run once whose head relation is empty stores each
head tuple without testing it against the relation (compile.py: nothing is merged into it
before the stratum's rules are done); a relation that holds facts, or grows (a recursive
stratum), is tested as before. The same tuples as provenance's path, which tests every one."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from csarules.engine import make_engine, parse_program
from csarules.engine.compile import RuleCompiler
from csarules.engine.store import Store

PROGRAM = """
.decl e(a:number, b:number)
.input e
.decl two(a:number, c:number)
two(a, c) :- e(a, b), e(b, c).
two(a, c) :- e(a, c), e(c, a).
.decl seeded(a:number, c:number)
seeded(1, 2).
seeded(a, c) :- e(a, b), e(b, c).
.decl path(a:number, b:number)
path(a, b) :- e(a, b).
path(a, c) :- path(a, b), e(b, c).
.decl after(a:number, c:number)
after(a, c) :- seeded(a, b), two(b, c), !path(c, a).
"""

edges = st.sets(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=20)


@settings(max_examples=100, deadline=None)
@given(edges)
def test_untested_heads_derive_what_the_tested_ones_do(e) -> None:
    program = parse_program(PROGRAM, "<once heads>")
    plain = make_engine(provenance=False).run(program, {"e": e})
    traced = make_engine(provenance=True).run(program, {"e": e})
    for name in ("two", "seeded", "path", "after"):
        assert plain.relation(name) == traced.relation(name), name
    assert plain.stats["tuples"] == traced.stats["tuples"]
    closure = set(e)
    while True:
        more = closure | {(a, d) for a, b in closure for c, d in e if b == c}
        if more == closure:
            break
        closure = more
    assert plain.relation("path") == closure


def _source(program, store: Store, relation: str, growing: set[str]) -> str:
    rule = next(r for r in program.rules if r.relation == relation)
    return RuleCompiler(store, growing).compile(rule, None).source


def test_only_an_empty_relation_run_once_goes_untested() -> None:
    program = parse_program(PROGRAM, "<once heads>")
    store = Store(program.relations, provenance=False, stride=len(program.rules) + 2)
    store.add_facts("seeded", [(1, 2)])
    assert "not in" not in _source(program, store, "two", set())
    assert "if h not in" in _source(program, store, "seeded", set())
    assert "if h not in" in _source(program, store, "path", {"path"})
