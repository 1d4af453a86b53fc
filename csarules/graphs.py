"""The few directed-graph algorithms the analyses need, on plain successor dicts.

They were networkx calls; importing networkx costs every `csarules order` process about
a tenth of a second (some 280 modules), more than ordering a small file. A graph here is
`{node: [successors]}` with every node a key, nodes and each node's successors in
insertion order and without repeats (what `digraph` builds, as networkx's DiGraph holds
them). Where an answer is not unique (the order of components) it is the one networkx
gives for the same insertion order, so outputs stay byte-identical;
tests/extract/test_graphs.py compares every function with networkx's.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

N = TypeVar("N", bound=Hashable)
Graph = dict  # {node: [successor, ...]}


def digraph(nodes: Iterable[N], edges: Iterable[tuple[N, N]]) -> dict[N, list[N]]:
    """The successor dict of these nodes and edges (an edge's ends are added as nodes)."""
    succ: dict[N, list[N]] = {node: [] for node in nodes}
    seen: set[tuple[N, N]] = set()
    for u, v in edges:
        if u not in succ:
            succ[u] = []
        if v not in succ:
            succ[v] = []
        if (u, v) not in seen:
            seen.add((u, v))
            succ[u].append(v)
    return succ


def predecessors(succ: dict[N, list[N]]) -> dict[N, list[N]]:
    pred: dict[N, list[N]] = {node: [] for node in succ}
    for u, targets in succ.items():
        for v in targets:
            pred[v].append(u)
    return pred


def reverse(succ: dict[N, list[N]]) -> dict[N, list[N]]:
    return predecessors(succ)


def reachable(succ: dict[N, list[N]], start: N) -> set[N]:
    """`start` and every node a path from it reaches."""
    seen = {start}
    stack = [start]
    while stack:
        for v in succ[stack.pop()]:
            if v not in seen:
                seen.add(v)
                stack.append(v)
    return seen


def _postorder(succ: dict[N, list[N]], start: N) -> list[N]:
    """Depth-first postorder from `start`, successors in order."""
    order: list[N] = []
    seen = {start}
    stack = [(start, iter(succ[start]))]
    while stack:
        node, children = stack[-1]
        for child in children:
            if child not in seen:
                seen.add(child)
                stack.append((child, iter(succ[child])))
                break
        else:
            stack.pop()
            order.append(node)
    return order


def immediate_dominators(succ: dict[N, list[N]], start: N) -> dict[N, N]:
    """Every node reachable from `start` -> its immediate dominator (`start` -> itself).
    Cooper, Harvey and Kennedy, "A simple, fast dominance algorithm" (2001)."""
    order = _postorder(succ, start)
    number = {node: i for i, node in enumerate(order)}
    pred = predecessors(succ)
    idom: dict[N, N] = {start: start}

    def meet(a: N, b: N) -> N:
        while a != b:
            while number[a] < number[b]:
                a = idom[a]
            while number[b] < number[a]:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for node in reversed(order[:-1]):
            new: N | None = None
            for p in pred[node]:
                if p in idom:
                    new = p if new is None else meet(p, new)
            if new is not None and idom.get(node) != new:
                idom[node] = new
                changed = True
    return idom


def dominance_frontiers(succ: dict[N, list[N]], start: N,
                        idom: dict[N, N] | None = None) -> dict[N, set[N]]:
    """Every node reachable from `start` -> its dominance frontier."""
    if idom is None:
        idom = immediate_dominators(succ, start)
    frontier: dict[N, set[N]] = {node: set() for node in idom}
    pred = predecessors(succ)
    for node in idom:
        if node != start and len(pred[node]) < 2:
            continue
        # the walk up from a predecessor stops at the node's immediate dominator; for
        # `start` (reached again by a cycle) it goes through `start` itself
        stop = None if node == start else idom[node]
        for runner in pred[node]:
            if runner not in idom:
                continue
            while runner != stop:
                frontier[runner].add(node)
                runner = None if runner == start else idom[runner]
    return frontier


def strongly_connected_components(succ: dict[N, list[N]]) -> list[list[N]]:
    """Tarjan's components, in the order he finds them (each one's members in no
    particular order): a component comes after every component it reaches."""
    index: dict[N, int] = {}
    low: dict[N, int] = {}
    on_stack: set[N] = set()
    stack: list[N] = []
    found: list[list[N]] = []
    counter = 0
    for root in succ:
        if root in index:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(succ[root]))]
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(succ[child])))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    found.append(component)
    return found


def component_ranks(succ: dict[N, list[N]]) -> dict[N, int]:
    """Node -> the place of its strongly connected component in a topological order of
    the components (a node never reaches one of lower rank). The order is networkx's
    `topological_sort(condensation(G))`: components numbered as Tarjan finds them, then
    taken generation by generation (sources first), each generation in the order its
    members became sources."""
    components = strongly_connected_components(succ)
    component_of = {node: k for k, members in enumerate(components) for node in members}
    condensed: dict[int, list[int]] = {k: [] for k in range(len(components))}
    indegree = [0] * len(components)
    seen: set[tuple[int, int]] = set()
    for u, targets in succ.items():
        for v in targets:
            edge = (component_of[u], component_of[v])
            if edge[0] != edge[1] and edge not in seen:
                seen.add(edge)
                condensed[edge[0]].append(edge[1])
                indegree[edge[1]] += 1
    rank: dict[int, int] = {}
    generation = [k for k in condensed if indegree[k] == 0]
    while generation:
        following: list[int] = []
        for k in generation:
            rank[k] = len(rank)
            for child in condensed[k]:
                indegree[child] -= 1
                if indegree[child] == 0:
                    following.append(child)
        generation = following
    return {node: rank[component_of[node]] for node in succ}


def is_acyclic(succ: dict[N, list[N]]) -> bool:
    if any(node in targets for node, targets in succ.items()):
        return False
    return all(len(c) == 1 for c in strongly_connected_components(succ))


def ordered_components(succ: dict[N, list[N]], key: Callable[[list[N]], object]
                       ) -> list[list[N]]:
    """The strongly connected components in topological order, the one of smallest
    `key` first among those ready (keys must differ: the order is then unique, the one
    networkx's lexicographical_topological_sort gives)."""
    components = strongly_connected_components(succ)
    component_of = {node: k for k, members in enumerate(components) for node in members}
    children: dict[int, set[int]] = {k: set() for k in range(len(components))}
    indegree = [0] * len(components)
    for u, targets in succ.items():
        for v in targets:
            a, b = component_of[u], component_of[v]
            if a != b and b not in children[a]:
                children[a].add(b)
                indegree[b] += 1
    keys = [key(members) for members in components]
    ready = [(keys[k], k) for k in range(len(components)) if indegree[k] == 0]
    heapq.heapify(ready)
    out: list[list[N]] = []
    while ready:
        _, k = heapq.heappop(ready)
        out.append(components[k])
        for child in children[k]:
            indegree[child] -= 1
            if indegree[child] == 0:
                heapq.heappush(ready, (keys[child], child))
    return out
