"""Post-dominance within one iteration of a loop: what every path from a block passes
before the iteration ends.

Block a *iteration-post-dominates* block b in loop h when both lie in h and every path
from b that leaves the current iteration of h, by taking a backedge of h or an exit edge
of h, passes through a first (a == b included). Paths through loops inside h stay in the
iteration. A block from which no path leaves the iteration (an endless inner loop) has no
iteration-post-dominator but itself. The transitive reductions that rely on an op coming
after another within the same iteration walk this tree (rules/ordering.dl): an op in
such a block a follows every op of b in the same iteration.
"""

from __future__ import annotations

from collections.abc import Iterator

from csarules import graphs
from csarules.analysis.cfg import CfgInfo
from csarules.analysis.loops import Loop, LoopInfo
from csarules.ir.model import Block

_LEAVE = object()  # the one sink that every backedge and exit edge of the loop goes to


def iteration_ipdom(lp: Loop) -> dict[Block, Block]:
    """Each block of `lp` that has one -> its immediate iteration-post-dominator."""
    blocks = lp.blocks
    header = lp.header
    reverse: list[tuple[object, Block]] = []
    for block in blocks:
        for succ in block.successors:
            leaves = succ is header or succ not in blocks
            reverse.append((_LEAVE, block) if leaves else (succ, block))
    tree = graphs.immediate_dominators(graphs.digraph([_LEAVE, *blocks], reverse),
                                       _LEAVE)
    return {block: up for block, up in tree.items()
            if block is not _LEAVE and up is not _LEAVE}


def iteration_ipdom_facts(loops: LoopInfo) -> Iterator[tuple[int, int, int]]:
    """(h, b, d) for every loop h and block b of h whose immediate
    iteration-post-dominator is d."""
    for lp in loops.loops:
        h = lp.header.id
        for block, up in iteration_ipdom(lp).items():
            yield h, block.id, up.id


def ret_ipdom_facts(blocks: list[Block]) -> Iterator[tuple[int, int, int]]:
    """(y, b, d) for every block y ending in `ret` and block b that reaches y, d the
    nearest block that every path from b to y passes (the immediate dominator of b on the
    reversed graph from y). Linear per ret block, where the pairs (z on every path from
    x to y) are quadratic in a function's blocks."""
    ends = [block for block in blocks if block.terminator.opcode == "ret"]
    if not ends:
        return
    reverse = graphs.digraph(blocks, [(succ, block) for block in blocks
                                      for succ in block.successors])
    for end in ends:
        tree = graphs.immediate_dominators(reverse, end)
        for block, up in tree.items():
            if block is not end:
                yield end.id, block.id, up.id


def dom_order_facts(cfg: CfgInfo) -> Iterator[tuple[int, int, int]]:
    """(b, first, end) for every block: cfg's depth-first numbering of the dominator tree,
    so that block a dominates block b exactly when a's first <= b's first < a's end.
    Linear, where the pairs `dominates` lists are quadratic in a function's blocks."""
    for block, (first, end) in cfg.intervals.items():
        yield block.id, first, end
