"""Post-dominance within one iteration of a loop: what every path from a block passes
before it takes the loop's backedge.

Block a *iteration-post-dominates* block b in loop h when both lie in h and every path
from b that stays in h and ends by taking a backedge of h passes through a (a == b
included). Paths that leave h are not asked about (no later iteration of h follows them
in this entry of h). A block from which no path reaches a backedge of h inside h has no
iteration-post-dominator but itself. The transitive reduction of loop-carried pairs
walks this tree (rules/ordering.dl): an op in such a block a follows every op of b in the
same iteration, before the next iteration starts.
"""

from __future__ import annotations

from collections.abc import Iterator

from csarules import graphs
from csarules.analysis.loops import Loop, LoopInfo
from csarules.ir.model import Block

_BACKEDGE = object()  # the one sink that every backedge of the loop is redirected to


def iteration_ipdom(lp: Loop) -> dict[Block, Block]:
    """Each block of `lp` that has one -> its immediate iteration-post-dominator."""
    blocks = lp.blocks
    header = lp.header
    reverse: list[tuple[object, Block]] = [(_BACKEDGE, latch) for latch in lp.latches]
    reverse += [(succ, block) for block in blocks for succ in block.successors
                if succ in blocks and succ is not header]
    tree = graphs.immediate_dominators(graphs.digraph([_BACKEDGE, *blocks], reverse),
                                       _BACKEDGE)
    return {block: up for block, up in tree.items()
            if block is not _BACKEDGE and up is not _BACKEDGE}


def iteration_ipdom_facts(loops: LoopInfo) -> Iterator[tuple[int, int, int]]:
    """(h, b, d) for every loop h and block b of h whose immediate
    iteration-post-dominator is d."""
    for lp in loops.loops:
        h = lp.header.id
        for block, up in iteration_ipdom(lp).items():
            yield h, block.id, up.id
