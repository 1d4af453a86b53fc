"""Rewrite a parsed program with every rule body (and aggregate body) put in another order."""

from __future__ import annotations

import copy
from collections.abc import Callable

from csarules.engine.ast import Aggregate, Atom, BinOp, Compare, Functor, Negation, UnOp

Permute = Callable[[list], list]


def permute_bodies(program, permute: Permute):
    """A copy of `program` whose rule and aggregate bodies are `permute(body)`."""
    out = copy.deepcopy(program)
    for rule in out.rules:
        rule.head = _literal(rule.head, permute)
        rule.body = tuple(permute([_literal(lit, permute) for lit in rule.body]))
    return out


def reverse_bodies(program):
    return permute_bodies(program, lambda body: body[::-1])


def _literal(lit, permute: Permute):
    if isinstance(lit, Atom):
        return Atom(lit.relation, tuple(_term(a, permute) for a in lit.args), lit.line)
    if isinstance(lit, Negation):
        return Negation(_literal(lit.atom, permute))
    if isinstance(lit, Compare):
        return Compare(lit.op, _term(lit.left, permute), _term(lit.right, permute))
    raise TypeError(lit)


def _term(term, permute: Permute):
    if isinstance(term, Aggregate):
        body = tuple(permute([_literal(lit, permute) for lit in term.body]))
        return Aggregate(term.kind, term.target, body, term.outer)
    if isinstance(term, BinOp):
        return BinOp(term.op, _term(term.left, permute), _term(term.right, permute))
    if isinstance(term, UnOp):
        return UnOp(term.op, _term(term.operand, permute))
    if isinstance(term, Functor):
        return Functor(term.name, tuple(_term(a, permute) for a in term.args))
    return term
