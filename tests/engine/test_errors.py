"""Every kind of program error: a CsaError naming the file, the line and what is wrong."""

from __future__ import annotations

import pytest

from csarules.engine import load_program, parse_program
from csarules.errors import CsaError

DECLS = """.decl e(x:number, y:number)
.decl s(x:symbol)
.decl r(x:number)
"""  # lines 1-3; test programs start at line 4


@pytest.mark.parametrize(
    ("body", "line", "message"),
    [
        ("r(x) :- e(x, _)", 4, "expected '.' but found 'end of input'"),
        ("r(x) :- e(x, _),, r(x).", 4, "expected a term but found ','"),
        ("r(x) :-\n  e(x, _) & r(x).", 5, "unexpected character '&'"),
        ('s("abc) :- s(_).', 4, "unexpected character '\"'"),
        ("/* open comment\nr(1).", 4, "unterminated /* comment"),
        (".decl q(x:number\n", 4, "expected ')'"),
        (".comp C {}", 4, ".comp is not supported"),
        ("r(x) :- e(x, _), foo(x) > 1.", 4, "unknown functor foo"),
        ("#include \"missing.dl\"", 4, "included file 'missing.dl' not found"),
        ("#ifdef X\nr(1).", 4, "#ifdef/#ifndef without #endif"),
    ],
)
def test_syntax_errors(body, line, message):
    with pytest.raises(CsaError) as info:
        parse_program(DECLS + body + "\n", "prog.dl")
    assert info.value.path == "prog.dl"
    assert info.value.line == line
    assert message in info.value.message


@pytest.mark.parametrize(
    ("body", "line", "message"),
    [
        # undeclared relations
        ("r(x) :- q(x).", 4, "relation q is not declared"),
        ("q(1).", 4, "relation q is not declared"),
        ("\nr(x) :- e(x, _), !q(x).", 5, "relation q is not declared"),
        (".output q", 4, ".output of undeclared relation q"),
        # arity
        ("r(x) :- e(x).", 4, "e has 2 attributes but is used with 1 arguments"),
        ("r(x, y) :- e(x, y).", 4, "r has 1 attributes but is used with 2 arguments"),
        ("e(1).", 4, "e has 2 attributes but the fact has 1 values"),
        # ungrounded variables
        ("r(y) :- e(x, _).", 4, "variable y is not grounded (in the head r)"),
        ("r(x) :- e(x, _), !e(x, y).", 4, "variable y occurs only in the negation !e"),
        ("r(x) :- e(x, _), y < x.", 4, "variable y is not grounded (in a comparison)"),
        ("r(x) :- e(x + y, _).", 4, "variable x is not grounded"),
        ("r(_) :- e(_, _).", 4, "'_' in the head of a rule"),
        ("r(n) :- e(_, _), n = count : { e(x, y), y > z }.", 4, "variable z is not grounded"),
        ("r(x).", 4, "variable x in a fact"),
        # types
        ('r(x) :- e(x, _), s(x).', 4, "variable x is used as a number and as a symbol"),
        ('r(x) :- e(x, "a").', 4, "e.y is a number but gets a symbol"),
        ('s(x) :- e(x, _).', 4, "variable x is used as a symbol and as a number"),
        ('r(1) :- s(x), x < 3.', 4, "comparison of a symbol with a number"),
        ('r(x + 1) :- s(y), x = y + 1, e(x, _).', 4, "arithmetic on a symbol"),
        ('s(1).', 4, "s.x is a symbol but the fact gives 1"),
        ('r(strlen(x)) :- e(x, _).', 4, "strlen needs a symbol"),
    ],
)
def test_semantic_errors(body, line, message):
    with pytest.raises(CsaError) as info:
        parse_program(DECLS + body + "\n", "prog.dl")
    assert (info.value.path, info.value.line) == ("prog.dl", line)
    assert message in info.value.message, info.value.message


def test_negation_through_recursion_is_unstratifiable():
    text = DECLS + "r(x) :- e(x, _).\n\nr(x) :- e(x, y), !r(y).\n"
    with pytest.raises(CsaError) as info:
        parse_program(text, "prog.dl")
    assert info.value.line == 6
    assert "unstratifiable program: negation of r is on a recursive cycle r -> r" in \
        info.value.message


def test_aggregate_through_recursion_is_unstratifiable():
    text = DECLS + ".decl c(n:number)\nc(n) :- r(n).\nr(n) :- n = count : { c(_) }.\n"
    with pytest.raises(CsaError) as info:
        parse_program(text, "prog.dl")
    assert info.value.line == 6
    assert "aggregate of c is on a recursive cycle" in info.value.message


def test_error_inside_an_included_file_names_that_file(tmp_path):
    (tmp_path / "inc.dl").write_text(".decl a(x:number)\n\na(x) :- b(x).\n")
    (tmp_path / "main.dl").write_text('// main\n#include "inc.dl"\n')
    with pytest.raises(CsaError) as info:
        load_program(tmp_path / "main.dl")
    assert (info.value.path, info.value.line) == (str(tmp_path / "inc.dl"), 3)
    assert "relation b is not declared" in info.value.message


def test_missing_program_file(tmp_path):
    with pytest.raises(CsaError, match="cannot read program"):
        load_program(tmp_path / "nope.dl")


def test_runtime_division_by_zero_names_the_rule():
    from csarules.engine import make_engine

    program = parse_program(DECLS + "e(1, 0).\nr(x / y) :- e(x, y).\n", "prog.dl")
    with pytest.raises(CsaError) as info:
        make_engine().run(program, {})
    assert info.value.line == 5 and "division by zero" in info.value.message


def test_wrong_facts_are_refused():
    from csarules.engine import make_engine

    program = parse_program(DECLS, "prog.dl")
    with pytest.raises(CsaError, match="has 1 values but e has 2 attributes"):
        make_engine().run(program, {"e": [(1,)]})
    with pytest.raises(CsaError, match=r"e\(3,\) has 1 values but e has 2 attributes"):
        make_engine().run(program, {"e": [(1, 2), (3,), (4, 5)]})  # rows of mixed lengths
    with pytest.raises(CsaError, match="wrong type"):
        make_engine().run(program, {"s": [(1,)]})
