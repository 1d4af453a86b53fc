"""The section rules/loops.dl places against CLIE's own procedure, written out step by step
from the spec (reroute the backedges, then grow the section one point at a time by nearest
common dominator / post-dominator, failing as soon as either leaves the loop), on every loop
of the clang corpus: the rules state the result as a property of the whole set of points,
the oracle computes it incrementally, as the pass does. Both also refuse a start that does
not dominate the end (or an end that does not post-dominate the start), which CLIE does not
check but optimised input can produce."""

from __future__ import annotations

from pathlib import Path

import networkx as nx
import pytest

from csarules.analysis import cfg as cfg_mod
from csarules.analysis.loops import Loop, find_loops
from csarules.expand.decide import _program
from csarules.extract import extract_facts
from csarules.ir.reader import read_module
from csarules.rules_dir import rules_dir

GEN = Path(__file__).resolve().parents[1] / "inputs" / "gen"
FILES = sorted(GEN.glob("*.ll"))
_DUMMY, _SINK = "dummy", "sink"


def _idoms(graph: nx.DiGraph, root) -> dict:
    return nx.immediate_dominators(graph, root)


def _nca(idom: dict, a, b):
    chain = [a]
    while idom.get(chain[-1], chain[-1]) != chain[-1]:
        chain.append(idom[chain[-1]])
    seen = set(chain)
    while b not in seen:
        nxt = idom.get(b, b)
        if nxt == b:
            return None
        b = nxt
    return b


def _nx_cfg(func) -> nx.DiGraph:
    graph = nx.DiGraph()
    graph.add_nodes_from(func.blocks)
    graph.add_edges_from((b, s) for b in func.blocks for s in b.successors)
    return graph


def clie_section(graph: nx.DiGraph, entry, loop: Loop, loops, access_blocks: set):
    """(start, end) block ids, or None where CLIE gives up."""
    g = nx.DiGraph()
    g.add_nodes_from(graph.nodes)
    for u, v in graph.edges:
        g.add_edge(u, _DUMMY if (v is loop.header and u in loop.latches) else v)
    dom = _idoms(g, entry)
    rev = g.reverse(copy=True)
    rev.add_node(_SINK)
    for n in list(g.nodes):
        if g.out_degree(n) == 0:
            rev.add_edge(_SINK, n)
    pdom = _idoms(rev, _SINK)
    points = []
    for sub in loops.loops:
        if sub.parent is loop:
            points += [p for p in sub.header.predecessors if p not in sub.blocks]
            points += [dst for _, dst in sub.exit_edges()]
    points += sorted((b for b in loop.blocks if b.id in access_blocks), key=lambda b: b.index)
    if not points:
        return "none"
    start = end = points[0]
    if start not in loop.blocks:
        return None
    for p in points[1:]:
        start = _nca(dom, start, p)
        if start is None or start not in loop.blocks:
            return None
        end = _nca(pdom, end, p)
        if end is None or end not in loop.blocks:
            return None
    # the one check CLIE leaves out: the result must be single-entry single-exit
    if _nca(dom, start, end) is not start or _nca(pdom, end, start) is not end:
        return None
    return (start.id, end.id)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_rules_place_the_section_where_clie_does(path: Path) -> None:
    from csarules.analysis.loop_builtins import _rerouted
    from csarules.engine import make_engine

    module = read_module(path)
    facts = extract_facts(module)
    checked = 0
    access_blocks: set[int] = set()
    block_of = {i: b for i, _f, b, *_ in facts["instr"]}
    for i, kind in facts["memop"]:
        if kind != "ret":
            access_blocks.add(block_of[i])
    expected: dict[int, object] = {}
    for func in module.functions:
        cfg = cfg_mod.analyse(func, module.path)
        loops = find_loops(cfg)
        for lp in loops.loops:
            pre = lp.preheader()
            if pre is None:
                continue
            # a marker stand-in: the preheader's terminator, one per loop
            facts["loop_builtin"].add((pre.terminator.line, "parallel_loop", 0, 0))
            _rerouted(cfg, lp, loops, facts)
            expected[lp.header.id] = clie_section(_nx_cfg(func), func.entry, lp, loops,
                                                  access_blocks)
    if not expected:
        pytest.skip("no loop with a preheader")
    files = sorted(rules_dir().glob("*.dl"))
    result = make_engine("embedded", provenance=False).run(
        _program(tuple((str(f), f.stat().st_mtime_ns) for f in files)), facts)
    start = dict(result.relation("section_start"))
    end = dict(result.relation("section_end"))
    failed = {h for h, _m in result.relation("could_not_parallelize")}
    empty = {h for h, _m in result.relation("no_memory_loop")}
    owned = {h for h, _m in result.relation("marker_of")}
    for h, want in expected.items():
        if h not in owned:
            continue
        checked += 1
        if want is None:
            assert h in failed, (path.name, h)
        elif want == "none":
            assert h in empty, (path.name, h)
        else:
            assert (start.get(h), end.get(h)) == want, (path.name, h)
    assert checked
