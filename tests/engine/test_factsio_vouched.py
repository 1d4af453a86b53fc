"""check_facts and Vouched facts (csarules/engine/factsio.py): a relation whose
producer vouches for its kinds is checked once, by comparing those kinds with the
program's declaration; where they differ, and for every other relation, each tuple is
checked as before and a bad one named."""

from __future__ import annotations

import pytest

from csarules.engine import make_engine, parse_program
from csarules.engine.factsio import Vouched, check_facts
from csarules.errors import CsaError

DECLS = """
.decl e(a: number, b: number)
.input e
.decl s(a: symbol)
.input s
.decl r(a: number)
.output r
r(a) :- e(a, _).
"""


def test_vouched_relation_is_taken_as_given() -> None:
    program = parse_program(DECLS, "prog.dl")
    facts = Vouched({"e": {(1, 2), (3, 4)}, "s": {("x",)}}, {"e": (False, False)})
    given = check_facts(program, facts)
    assert sorted(given["e"]) == [(1, 2), (3, 4)] and given["s"] == [("x",)]
    assert sorted(make_engine().run(program, facts).relation("r")) == [(1,), (3,)]


def test_vouched_kinds_the_program_declares_otherwise_are_checked_per_tuple() -> None:
    program = parse_program(DECLS, "prog.dl")
    # the producer says (number, number) for s, declared (symbol): every tuple checked
    facts = Vouched({"s": {(1, 2)}}, {"s": (False, False)})
    with pytest.raises(CsaError, match=r"s\(1, 2\) has 2 values but s has 1 attributes"):
        check_facts(program, facts)


def test_unvouched_relations_of_vouched_facts_are_checked_per_tuple() -> None:
    program = parse_program(DECLS, "prog.dl")
    facts = Vouched({"e": {(1, 2)}, "s": {(5,)}}, {"e": (False, False)})
    with pytest.raises(CsaError, match="wrong type"):
        check_facts(program, facts)
    with pytest.raises(CsaError, match="undeclared relation q"):
        check_facts(program, Vouched({"q": {(1,)}}, {"q": (False,)}))


def test_a_plain_dict_is_checked_per_tuple() -> None:
    program = parse_program(DECLS, "prog.dl")
    with pytest.raises(CsaError, match="wrong type"):
        check_facts(program, {"e": {(1, "2")}})
