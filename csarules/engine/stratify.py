"""Strata from the SCCs of the relation dependency graph; negation/aggregates must go down."""

from __future__ import annotations

from csarules import graphs
from csarules.engine.ast import (
    Atom,
    Literal,
    Negation,
    Program,
    Rule,
    aggregates_in,
    kept_on,
)
from csarules.engine.diagnostics import UNSTRATIFIABLE, EngineError


def dependencies(rule: Rule) -> list[tuple[str, bool]]:
    """(body relation, through negation or aggregate?) for every body atom of a rule."""
    # asked of every rule by each run (which relations it needs, when they expire)
    return kept_on(rule, "_dependencies", _dependencies)


def _dependencies(rule: Rule) -> list[tuple[str, bool]]:
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
    edges = [(body, rule.relation) for rule in program.rules for body, _ in dependencies(rule)]
    graph = graphs.digraph(sorted(program.relations), edges)
    # lower strata first; among the strata ready, the one with the smallest relation name
    components = graphs.ordered_components(graph, min)
    component_of = {member: k for k, members in enumerate(components) for member in members}
    for rule in program.rules:
        for body, negative in dependencies(rule):
            if negative and component_of[body] == component_of[rule.relation]:
                cycle = _cycle(sorted(program.relations), edges, rule.relation, body)
                what = "negation" if _is_negated(rule, body) else "aggregate"
                raise EngineError(rule.path, rule.line, f"unstratifiable program: {what} of "
                                  f"{body} is on a recursive cycle {' -> '.join(cycle)}",
                                  UNSTRATIFIABLE)
    strata = []
    for component in components:
        members = sorted(component)
        recursive = len(members) > 1 or members[0] in graph[members[0]]
        strata.append((members, recursive))
    return strata


def _is_negated(rule: Rule, relation: str) -> bool:
    return any(isinstance(lit, Negation) and lit.atom.relation == relation for lit in rule.body)


def _cycle(relations: list[str], edges: list[tuple[str, str]], head: str, body: str
           ) -> list[str]:
    import networkx as nx  # only to name the cycle of a program that is refused

    graph = nx.DiGraph()
    graph.add_nodes_from(relations)
    graph.add_edges_from(edges)
    path = nx.shortest_path(graph, head, body) if head != body else [head]
    return [*path, head]
