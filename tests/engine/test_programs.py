"""Hand-written programs with known results, on every available engine."""

from __future__ import annotations

import pytest

from csarules.engine import load_program, parse_program

TC = """
.decl edge(x:number, y:number)
.input edge
.decl path(x:number, y:number)
.output path
path(x, y) :- edge(x, y).
path(x, z) :- edge(x, y), path(y, z).
"""


def outputs(engine, text, facts=None, path="<string>"):
    program = parse_program(text, path)
    result = engine.run(program, facts or {})
    return {name: result.relation(name) for name in program.outputs}


def test_transitive_closure(engine):
    got = outputs(engine, TC, {"edge": [(1, 2), (2, 3), (3, 4), (5, 5)]})
    assert got["path"] == {(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4), (5, 5)}


def test_same_generation(engine):
    text = """
    .decl parent(c:symbol, p:symbol)
    .input parent
    .decl person(x:symbol)
    person(x) :- parent(x, _) ; parent(_, x).
    .decl sg(x:symbol, y:symbol)
    .output sg
    sg(x, x) :- person(x).
    sg(x, y) :- parent(x, px), sg(px, py), parent(y, py).
    """
    facts = {"parent": [("b", "a"), ("c", "a"), ("d", "b"), ("e", "c"), ("f", "e")]}
    got = outputs(engine, text, facts)["sg"]
    assert ("b", "c") in got and ("d", "e") in got and ("e", "d") in got
    assert ("d", "c") not in got and ("f", "d") not in got
    assert {x for x, y in got if x == y} == {"a", "b", "c", "d", "e", "f"}
    assert len(got) == 6 + 2 + 2


def test_stratified_negation(engine):
    text = TC + """
    .decl node(x:number)
    node(x) :- edge(x, _) ; edge(_, x).
    .decl unreachable(x:number, y:number)
    .output unreachable
    unreachable(x, y) :- node(x), node(y), x != y, !path(x, y).
    .decl sink(x:number)
    .output sink
    sink(x) :- node(x), !edge(x, _).
    """
    got = outputs(engine, text, {"edge": [(1, 2), (2, 3)]})
    assert got["unreachable"] == {(2, 1), (3, 1), (3, 2)}
    assert got["sink"] == {(3,)}


def test_aggregates(engine):
    text = """
    .decl edge(x:number, y:number)
    .input edge
    .decl weight(x:number, w:number)
    .input weight
    .decl degree(x:number, n:number)
    .output degree
    degree(x, n) :- edge(x, _), n = count : { edge(x, _) }.
    .decl total(s:number)
    .output total
    total(s) :- s = sum w : { weight(_, w) }.
    .decl extremes(lo:number, hi:number)
    .output extremes
    extremes(lo, hi) :- lo = min w : { weight(_, w) }, hi = max w : weight(_, w).
    .decl heaviest(x:number)
    .output heaviest
    heaviest(x) :- weight(x, w), w = max v : { weight(_, v) }.
    .decl none(n:number)
    .output none
    none(n) :- n = count : { edge(x, x) }.
    .decl nomin(n:number)
    .output nomin
    nomin(n) :- n = min x : { edge(x, x) }.
    """
    facts = {"edge": [(1, 2), (1, 3), (2, 3)], "weight": [(1, 5), (2, -3), (3, 7), (4, 7)]}
    got = outputs(engine, text, facts)
    assert got["degree"] == {(1, 2), (2, 1)}
    assert got["total"] == {(16,)}
    assert got["extremes"] == {(-3, 7)}
    assert got["heaviest"] == {(3,), (4,)}
    assert got["none"] == {(0,)}
    assert got["nomin"] == set()


def test_disjunction_and_groups(engine):
    text = """
    .decl a(x:number)
    .decl b(x:number)
    .decl c(x:number)
    a(1). a(2). a(3). b(2). b(4). c(3).
    .decl r(x:number)
    .output r
    r(x) :- (a(x), !b(x) ; b(x), x > 3), !c(x).
    .decl s(x:number)
    .output s
    s(x) :- a(x) ; b(x) ; c(x).
    """
    got = outputs(engine, text)
    assert got["r"] == {(1,), (4,)}
    assert got["s"] == {(1,), (2,), (3,), (4,)}


def test_arithmetic_and_functors(engine):
    text = """
    .decl n(x:number)
    n(7). n(-7). n(12).
    .decl arith(x:number, a:number, b:number, c:number, d:number, e:number, f:number)
    .output arith
    arith(x, x + 3 * 2, (x - 1) * 2, x / 2, x % 5, -x, max(x, 0) + min(x, 0)) :- n(x).
    .decl bits(x:number, a:number, b:number, c:number, d:number, e:number)
    .output bits
    bits(x, x band 6, x bor 1, x bxor 5, x bshl 2, x bshr 1) :- n(x), x > 0.
    .decl strs(s:symbol, l:number, t:symbol, v:number)
    .output strs
    strs(s, strlen(s), cat(s, "-", to_string(x)), to_number(to_string(x)) + 1) :-
        n(x), x > 0, s = cat("n", to_string(x)).
    .decl cmp(x:number, y:number)
    .output cmp
    cmp(x, y) :- n(x), n(y), x < y, x + y >= 0, x != 12 ; n(x), x = y, y <= -7.
    """
    got = outputs(engine, text)
    assert got["arith"] == {(7, 13, 12, 3, 2, -7, 7), (-7, -1, -16, -3, -2, 7, -7),
                            (12, 18, 22, 6, 2, -12, 12)}
    assert got["bits"] == {(7, 6, 7, 2, 28, 3), (12, 4, 13, 9, 48, 6)}
    assert got["strs"] == {("n7", 2, "n7-7", 8), ("n12", 3, "n12-12", 13)}
    assert got["cmp"] == {(7, 12), (-7, 12), (-7, 7), (-7, -7)}


def test_types_comments_and_io_parameters(engine):
    text = """
    // line comment
    .type Node <: number
    .type Name <: symbol
    .type Any = Name | Name
    /* block comment with .decl bogus(x:number) inside
       over lines */
    .decl label(n:Node, s:Any)
    .input label(IO=file, delimiter="\t")
    .decl shown(s:Name)
    .output shown(IO=stdout)
    shown(s) :- label(n, s), n > 1.  // trailing comment
    """
    got = outputs(engine, text, {"label": [(1, "one"), (2, "two"), (3, "a b")]})
    assert got["shown"] == {("two",), ("a b",)}


def _library(tmp_path, guard_path: bool):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "edge.dl").write_text(
        "#ifndef EDGE_DL\n#define EDGE_DL\n.decl edge(x:number, y:number)\n.input edge\n#endif\n")
    path_text = ('#include "edge.dl"\n.decl path(x:number, y:number)\n.output path\n'
                 "path(x, y) :- edge(x, y).\npath(x, z) :- path(x, y), edge(y, z).\n")
    if guard_path:
        path_text = f"#ifndef PATH_DL\n#define PATH_DL\n{path_text}#endif\n"
    (tmp_path / "lib" / "path.dl").write_text(path_text)
    main = tmp_path / "main.dl"
    main.write_text('#include "lib/edge.dl"\n#include "lib/path.dl"\n#include "lib/path.dl"\n'
                    ".decl two(x:number)\n.output two\ntwo(x) :- path(x, _), x >= 2.\n")
    return main


def test_includes_with_guards(tmp_path, engine):
    program = load_program(_library(tmp_path, guard_path=True))
    assert [r.location for r in program.rules][:1] == [f"{tmp_path / 'lib' / 'path.dl'}:6"]
    result = engine.run(program, {"edge": [(1, 2), (2, 3)]})
    assert result.relation("path") == {(1, 2), (2, 3), (1, 3)}
    assert result.relation("two") == {(2,)}


def test_includes_are_implicitly_guarded(tmp_path):
    # Real Soufflé would see `path` declared twice here; we include each file once.
    from csarules.engine import make_engine

    program = load_program(_library(tmp_path, guard_path=False))
    assert [r.location for r in program.rules][:1] == [f"{tmp_path / 'lib' / 'path.dl'}:4"]
    result = make_engine().run(program, {"edge": [(1, 2), (2, 3)]})
    assert result.relation("path") == {(1, 2), (2, 3), (1, 3)}


def test_rule_identity_numbers_rules_per_relation():
    program = parse_program(TC + "path(x, x) :- edge(x, _).\n", "tc.dl")
    ids = [(r.relation, r.number, r.location) for r in program.rules]
    assert ids == [("path", 1, "tc.dl:6"), ("path", 2, "tc.dl:7"), ("path", 3, "tc.dl:8")]
    assert program.rules[1].text == "path(x, z) :- edge(x, y), path(y, z)."
    assert program.relations["edge"].attrs == [("x", "number"), ("y", "number")]
    assert program.relations["edge"].is_input and program.relations["path"].is_output


def test_facts_for_undeclared_relation_are_refused(engine):
    from csarules.errors import CsaError

    with pytest.raises(CsaError, match="undeclared relation nope"):
        engine.run(parse_program(TC), {"nope": [(1,)]})


def test_inline_facts_join_given_facts(engine):
    got = outputs(engine, TC + "edge(10, 11).\n", {"edge": [(11, 12)]})
    assert got["path"] == {(10, 11), (11, 12), (10, 12)}


def test_explain_gives_the_same_tree_on_every_engine(engine):
    program = parse_program(TC, "tc.dl")
    result = engine.run(program, {"edge": [(1, 2), (2, 3), (3, 4)]})
    tree = result.explain("path", (1, 4))
    shape = [(n.kind, n.relation, n.tuple, n.rule_number, n.height) for n in tree.walk()]
    assert shape == [
        ("rule", "path", (1, 4), 2, 3), ("fact", "edge", (1, 2), None, 0),
        ("rule", "path", (2, 4), 2, 2), ("fact", "edge", (2, 3), None, 0),
        ("rule", "path", (3, 4), 1, 1), ("fact", "edge", (3, 4), None, 0)]
    assert tree.location == "tc.dl:7" and tree.children[1].children[1].location == "tc.dl:6"
    assert result.explain("path", (4, 1)) is None


@pytest.mark.souffle
def test_only_outputs_come_back_from_souffle():
    from csarules.engine import make_engine
    from csarules.errors import CsaError

    result = make_engine("souffle").run(parse_program(TC), {"edge": [(1, 2)]})
    assert result.relations == {"path": {(1, 2)}}
    with pytest.raises(CsaError, match="edge is not an output relation"):
        result.relation("edge")


def test_expression_arguments_wait_for_their_variables(engine):
    # e is the smaller relation, so it would be scanned first; its first column can only
    # be matched once s has bound x.
    text = """
    .decl e(x:number, y:number)
    .input e
    .decl s(x:number)
    .input s
    .decl r(x:number, y:number)
    .output r
    r(x, y) :- e(x + 1, y), s(x).
    """
    facts = {"e": [(6, 60), (9, 90)], "s": [(i,) for i in range(50)]}
    assert outputs(engine, text, facts)["r"] == {(5, 60), (8, 90)}
    if engine.kind == "embedded":
        tree = engine.run(parse_program(text), facts).explain("r", (5, 60))
        assert [c.tuple for c in tree.children] == [(6, 60), (5,)]


def test_expression_argument_of_the_delta_atom(engine):
    # In the recursive rule p(x + 1, y) is read from the delta before s binds x.
    text = """
    .decl s(x:number)
    .input s
    .decl p(x:number, y:number)
    .output p
    p(10, 0).
    p(x, y + 1) :- p(x + 1, y), s(x).
    """
    got = outputs(engine, text, {"s": [(i,) for i in range(4, 10)]})
    assert got["p"] == {(10 - k, k) for k in range(7)}
