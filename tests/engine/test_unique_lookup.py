"""Lookups through an index of one tuple per key (`find` in plans): taken only where no two
tuples share the key, with the results, heights and existential exits of the bucket loop
they replace."""

from __future__ import annotations

from csarules.engine import make_engine, parse_program
from csarules.engine.profile import observing

PROGRAM = """
.decl op(i:number, b:number, p:number)
.decl pair(a:number, c:number)
.decl many(b:number, v:number)
.decl same_block(a:number, c:number)
same_block(a, c) :- pair(a, c), op(a, x, p), op(c, x, q), p < q.
.decl some_value(a:number)
some_value(a) :- pair(a, _), op(a, x, _), many(x, _).
.decl value_of(a:number, v:number)
value_of(a, v) :- pair(a, _), op(a, x, _), many(x, v).
"""

# many pairs, each op in one block (op 0 in none), block 0 with two values
OPS = [(i, i // 3, i % 3) for i in range(1, 3000)]  # (more ops than pairs: pairs are scanned)
PAIRS = [(a, b) for a in range(300) for b in (a + 1, a + 2) if b < 300]
MANY = [(0, 7), (0, 8)] + [(b, b + 100) for b in range(1, 100, 2)]
FACTS = {"op": OPS, "pair": PAIRS, "many": MANY}
BLOCK = {i: b for i, b, _ in OPS}


def _expected():
    values: dict[int, set[int]] = {}
    for b, v in MANY:
        values.setdefault(b, set()).add(v)
    same = {(a, c) for a, c in PAIRS if a in BLOCK and c in BLOCK and BLOCK[a] == BLOCK[c]
            and a % 3 < c % 3}
    value_of = {(a, v) for a, _ in PAIRS if a in BLOCK for v in values.get(BLOCK[a], ())}
    return same, {(a,) for a, _ in value_of}, value_of


def _run(provenance: bool):
    with observing() as seen:
        result = make_engine(provenance=provenance).run(parse_program(PROGRAM), FACTS)
    return result, seen.render_plans()


def test_one_tuple_per_key_is_found_not_looped_over():
    result, plans = _run(provenance=False)
    assert "find      op(" in plans
    assert "find      many" not in plans  # block 0 has two values
    same, some, value_of = _expected()
    assert result.relation("same_block") == same
    assert result.relation("some_value") == some
    assert result.relation("value_of") == value_of


def test_found_tuples_keep_their_heights_with_provenance():
    result, plans = _run(provenance=True)
    assert "find      op(" in plans
    same, _, value_of = _expected()
    assert result.relation("same_block") == same
    assert result.relation("value_of") == value_of
    tree = result.explain("same_block", (3, 4))
    assert tree is not None
    assert {(child.relation, child.tuple) for child in tree.children
            if child.kind != "condition"} == {
        ("pair", (3, 4)), ("op", (3, 1, 0)), ("op", (4, 1, 1))}


def test_a_relation_still_growing_is_looked_up():
    program = parse_program("""
.decl edge(x:number, y:number)
.decl path(x:number, y:number)
path(x, y) :- edge(x, y).
path(x, z) :- path(x, y), path(y, z).
""")
    with observing() as seen:
        result = make_engine().run(program, {"edge": [(1, 2), (2, 3), (3, 4)]})
    assert "find      path" not in seen.render_plans()
    assert result.relation("path") == {(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)}
