"""The linear tree facts that stand for quadratic block pairs: `dom_order`'s intervals
say exactly what `dominates` lists, and `ret_ipdom`'s ancestors of a block b are exactly
the blocks that every path from b to the ret's block passes (found here by searching for
a path that avoids each block); and cfg.py's dominance and loops.py's loops of a block,
asked without listing dominators or scanning every loop, are what those would give (and
each loop's parent the smallest loop holding it), as are the loops whose values are used
after them (clonable.py). On
the corpus and random CFGs (unreachable blocks, loops, several rets)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from extract_corpus import corpus_files, corpus_ids
from hypothesis import HealthCheck, given, settings
from random_cfgs import cfgs

from csarules.extract import extract_facts
from csarules.ir.reader import parse_module, read_module


def _check(module) -> int:
    facts = extract_facts(module, wanted=("dominates", "dom_order", "ret_ipdom", "block",
                                          "cfg_edge", "terminator", "instr"))
    order = {b: (first, end) for b, first, end in facts["dom_order"]}
    blocks = {b for b, *_ in facts["block"]}
    assert set(order) == blocks
    function = {b: f for b, f, *_ in facts["block"]}
    by_interval = {(a, b) for a in blocks for b in blocks  # (numbered per function)
                   if function[a] == function[b] and order[a][0] <= order[b][0] < order[a][1]}
    assert by_interval == set(facts["dominates"])
    succs: dict[int, set[int]] = defaultdict(set)
    for x, y in facts["cfg_edge"]:
        succs[x].add(y)
    up: dict[tuple[int, int], int] = {(y, b): d for y, b, d in facts["ret_ipdom"]}
    for y in {y for y, _, _ in facts["ret_ipdom"]}:
        for b in blocks - {y}:
            passes = {z for z in blocks - {b} if not _reaches(succs, b, y, avoid=z)}
            ancestors = set()
            cur = b
            while (y, cur) in up and up[(y, cur)] != y:
                cur = up[(y, cur)]
                ancestors.add(cur)
            if _reaches(succs, b, y, avoid=None):
                assert ancestors == passes, (y, b)
            else:
                assert not ancestors
    return len(facts["ret_ipdom"])


def _reaches(succs: dict[int, set[int]], start: int, goal: int, avoid: int | None) -> bool:
    seen, todo = {start}, [start]
    while todo:
        for nxt in succs[todo.pop()]:
            if nxt == goal:
                return True
            if nxt != avoid and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return False


FILES = corpus_files()


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_corpus_module(path) -> None:
    _check(read_module(path))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cfgs())
def test_random_cfgs(text: str) -> None:
    _check(parse_module(text, "cfg.ll"))


def _loops_agree(module) -> None:
    # LoopInfo.loops_of (innermost loop and its parents) is the scan of every loop;
    # clonable.used_after, from one pass over the uses, is each loop's scan of them
    from csarules.analysis.cfg import analyse
    from csarules.analysis.clonable import used_after, used_after_by_scanning
    from csarules.analysis.loops import find_loops

    for func in module.functions:
        cfg = analyse(func, module.path)
        loops = find_loops(cfg)
        for lp in loops.loops:  # the parent: the smallest other loop holding lp
            outer = [o for o in loops.loops if o is not lp and lp.blocks <= o.blocks]
            smallest = min((len(o.blocks) for o in outer), default=None)
            assert (lp.parent is None) == (smallest is None)
            assert lp.parent is None or len(lp.parent.blocks) == smallest
        escaping = used_after(func, loops)
        assert escaping == {lp.header for lp in loops.loops if used_after_by_scanning(lp)}
        for block in func.blocks:
            assert loops.loops_of(block) == loops.loops_of_by_scanning(block)
            assert all(cfg.dominates(a, block) == (a in cfg.dom[block]) for a in func.blocks)


@pytest.mark.parametrize("path", FILES, ids=corpus_ids(FILES))
def test_loops_and_dominance_of_corpus_modules(path) -> None:
    _loops_agree(read_module(path))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cfgs())
def test_loops_and_dominance_of_random_cfgs(text: str) -> None:
    _loops_agree(parse_module(text, "cfg.ll"))
