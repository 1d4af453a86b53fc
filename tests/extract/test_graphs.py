"""csarules.analysis.graphs against networkx (the oracle it replaces) on random digraphs:
the same answers, and the same order where the order is not unique."""

from __future__ import annotations

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from csarules import graphs

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None)


@st.composite
def digraphs(draw):
    """(successor dict, the same as a networkx DiGraph built in the same order, start)."""
    n = draw(st.integers(1, 12))
    # nodes in a shuffled order, so that insertion order and numbering differ
    nodes = draw(st.permutations(range(n)))
    edges = draw(st.lists(st.tuples(st.sampled_from(nodes), st.sampled_from(nodes)),
                          max_size=3 * n))
    graph = nx.DiGraph()
    graph.add_nodes_from(nodes)
    graph.add_edges_from(edges)
    return graphs.digraph(nodes, edges), graph, draw(st.sampled_from(nodes))


@SETTINGS
@given(digraphs())
def test_reachable_and_dominators(case) -> None:
    succ, graph, start = case
    assert graphs.reachable(succ, start) == nx.descendants(graph, start) | {start}
    expected = dict(nx.immediate_dominators(graph, start))
    expected[start] = start  # networkx >= 3.5 leaves the start out
    assert graphs.immediate_dominators(succ, start) == expected
    assert graphs.dominance_frontiers(succ, start) == {
        node: set(front) for node, front in nx.dominance_frontiers(graph, start).items()}


@SETTINGS
@given(digraphs())
def test_component_ranks_follow_networkx_order(case) -> None:
    succ, graph, _ = case
    condensed = nx.condensation(graph)
    rank = {scc: r for r, scc in enumerate(nx.topological_sort(condensed))}
    expected = {node: rank[scc] for node, scc in condensed.graph["mapping"].items()}
    assert graphs.component_ranks(succ) == expected
    assert graphs.is_acyclic(succ) == nx.is_directed_acyclic_graph(graph)
    found = graphs.strongly_connected_components(succ)
    assert [set(c) for c in found] == list(nx.strongly_connected_components(graph))


@SETTINGS
@given(digraphs())
def test_ordered_components_as_stratification_wants(case) -> None:
    succ, graph, _ = case
    named = {node: f"r{node:02d}" for node in succ}
    succ_named = graphs.digraph([named[n] for n in succ],
                                [(named[u], named[v]) for u in succ for v in succ[u]])
    condensed = nx.condensation(nx.relabel_nodes(graph, named))
    expected = [sorted(condensed.nodes[c]["members"]) for c in
                nx.lexicographical_topological_sort(
                    condensed, key=lambda c: min(condensed.nodes[c]["members"]))]
    assert [sorted(c) for c in graphs.ordered_components(succ_named, min)] == expected
