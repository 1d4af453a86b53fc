"""Strata from the SCCs of the relation dependency graph; negation/aggregates must go down."""

from __future__ import annotations

from typing import TYPE_CHECKING

from csarules.engine.ast import Atom, Literal, Negation, Program, Rule, aggregates_in
from csarules.engine.diagnostics import UNSTRATIFIABLE, EngineError

if TYPE_CHECKING:
    import networkx as nx


def dependencies(rule: Rule) -> list[tuple[str, bool]]:
    """(body relation, through negation or aggregate?) for every body atom of a rule."""
    found: list[tuple[str, bool]] = []

    def visit(lit: Literal, negative: bool) -> None:
        if isinstance(lit, Negation):
            found.append((lit.atom.relation, True))
            return
        terms = list(lit.args) if isinstance(lit, Atom) else [lit.left, lit.right]
        if isinstance(lit, Atom):
            found.append((lit.relation, negative))
        for term in terms:
            for agg in aggregates_in(term):
                for sub in agg.body:
                    visit(sub, True)

    for lit in rule.body:
        visit(lit, False)
    for term in rule.head.args:
        for agg in aggregates_in(term):
            for sub in agg.body:
                visit(sub, True)
    return found


def stratify(program: Program) -> list[tuple[list[str], bool]]:
    import networkx as nx  # here: `rules check` and the rules cache import this module

    graph = nx.DiGraph()
    graph.add_nodes_from(sorted(program.relations))
    for rule in program.rules:
        for body, _ in dependencies(rule):
            graph.add_edge(body, rule.relation)
    condensed = nx.condensation(graph)
    component_of = condensed.graph["mapping"]
    for rule in program.rules:
        for body, negative in dependencies(rule):
            if negative and component_of[body] == component_of[rule.relation]:
                cycle = _cycle(graph, rule.relation, body)
                what = "negation" if _is_negated(rule, body) else "aggregate"
                raise EngineError(rule.path, rule.line, f"unstratifiable program: {what} of "
                                  f"{body} is on a recursive cycle {' -> '.join(cycle)}",
                                  UNSTRATIFIABLE)
    order = nx.lexicographical_topological_sort(
        condensed, key=lambda c: min(condensed.nodes[c]["members"]))
    strata = []
    for comp in order:
        members = sorted(condensed.nodes[comp]["members"])
        recursive = len(members) > 1 or graph.has_edge(members[0], members[0])
        strata.append((members, recursive))
    return strata


def _is_negated(rule: Rule, relation: str) -> bool:
    return any(isinstance(lit, Negation) and lit.atom.relation == relation for lit in rule.body)


def _cycle(graph: nx.DiGraph, head: str, body: str) -> list[str]:
    import networkx as nx

    path = nx.shortest_path(graph, head, body) if head != body else [head]
    return [*path, head]
