"""Dominators and post-dominators of a function's CFG, and reducibility."""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules import graphs
from csarules.errors import CsaError
from csarules.ir.model import Block, Function

_EXIT = -1  # virtual sink joining every block without successors


@dataclass
class CfgInfo:
    function: Function
    graph: dict[Block, list[Block]]  # block -> its successors (graphs.digraph)
    reachable: set[Block]
    idom: dict[Block, Block]  # reachable blocks except the entry
    # each block's (first, end) on a depth-first numbering of the dominator tree: a
    # dominates b exactly when a's first <= b's first < a's end (dominator_intervals)
    intervals: dict[Block, tuple[int, int]] = field(default_factory=dict)
    _dom: dict[Block, set[Block]] | None = None
    _postdom: dict[Block, set[Block]] | None = None

    @property
    def dom(self) -> dict[Block, set[Block]]:
        """Block -> the blocks that dominate it (reflexive): quadratic in a function's
        blocks, so made only when asked for (the `dominates` facts)."""
        if self._dom is None:
            self._dom = _closure(self.function.blocks, self.idom)
        return self._dom

    @property
    def postdom(self) -> dict[Block, set[Block]]:
        """Block -> its post-dominators, made only when asked for."""
        if self._postdom is None:
            self._postdom = _postdominators(self.function, self.graph)
        return self._postdom

    def dominates(self, a: Block, b: Block) -> bool:
        first, end = self.intervals[a]
        return a is b or first <= self.intervals[b][0] < end


def analyse(func: Function, path: str) -> CfgInfo:
    graph = graphs.digraph(func.blocks, ((b, s) for b in func.blocks for s in b.successors))
    entry = func.entry
    reachable = graphs.reachable(graph, entry)
    idom_raw = graphs.immediate_dominators(graph, entry)
    idom = {b: d for b, d in idom_raw.items() if b is not d}
    info = CfgInfo(func, graph, reachable, idom, dominator_intervals(func.blocks, idom))
    _check_reducible(info, path)
    return info


def dominator_intervals(blocks: list[Block], idom: dict[Block, Block]
                        ) -> dict[Block, tuple[int, int]]:
    """Each block's (first, end) on a depth-first numbering of the dominator tree (an
    unreachable block is a tree of its own): linear, where listing each block's
    dominators is quadratic."""
    children: dict[Block, list[Block]] = {block: [] for block in blocks}
    for block in blocks:
        if block in idom:
            children[idom[block]].append(block)
    intervals: dict[Block, tuple[int, int]] = {}
    number = 0
    for root in blocks:
        if root in idom:
            continue
        stack: list[tuple[Block, int]] = [(root, 0)]
        first: dict[Block, int] = {}
        while stack:
            block, child = stack.pop()
            if child == 0:
                first[block] = number
                number += 1
            if child < len(children[block]):
                stack.append((block, child + 1))
                stack.append((children[block][child], 0))
            else:
                intervals[block] = (first[block], number)
    return intervals


def _closure(blocks: list[Block], idom: dict[Block, Block]) -> dict[Block, set[Block]]:
    """Each block's (post)dominators: itself and its idom's, copied at C speed rather
    than walked up the tree per block (a deep loop nest's blocks have hundreds each)."""
    out: dict[Block, set[Block]] = {}
    for block in blocks:
        path = []
        cur = block
        while cur not in out:
            path.append(cur)
            up = idom.get(cur)
            if up is None:
                break
            cur = up
        chain = out[cur] if cur in out else set()
        for node in reversed(path):
            chain = chain | {node}
            out[node] = chain
    return out


def closure_by_walking(blocks: list[Block], idom: dict[Block, Block]
                       ) -> dict[Block, set[Block]]:
    """_closure the obvious way, one walk up the tree per block (the tests' oracle)."""
    out: dict[Block, set[Block]] = {}
    for block in blocks:
        chain = {block}
        cur = block
        while cur in idom:
            cur = idom[cur]
            chain.add(cur)
        out[block] = chain
    return out


def _postdominators(func: Function, graph: dict[Block, list[Block]]
                    ) -> dict[Block, set[Block]]:
    edges: list[tuple[object, Block]] = []
    for block in func.blocks:
        if not block.successors:
            edges.append((_EXIT, block))
        edges.extend((succ, block) for succ in block.successors)
    rev = graphs.digraph([_EXIT, *func.blocks], edges)
    ipdom_raw = graphs.immediate_dominators(rev, _EXIT)
    ipdom = {b: d for b, d in ipdom_raw.items() if b is not d and d != _EXIT and b != _EXIT}
    # Blocks that reach no exit are absent from ipdom_raw: they only post-dominate themselves.
    return _closure(func.blocks, ipdom)


def _check_reducible(info: CfgInfo, path: str) -> None:
    """Every retreating edge of a DFS must target a block dominating its source."""
    entry = info.function.entry
    state: dict[Block, int] = {entry: 1}  # 1 = on stack, 2 = done
    stack: list[tuple[Block, int]] = [(entry, 0)]
    while stack:
        block, pos = stack.pop()
        if pos < len(block.successors):
            stack.append((block, pos + 1))
            succ = block.successors[pos]
            mark = state.get(succ)
            if mark == 1 and not info.dominates(succ, block):
                raise CsaError(path, info.function.line,
                               "irreducible control flow is not supported")
            if mark is None:
                state[succ] = 1
                stack.append((succ, 0))
        else:
            state[block] = 2
