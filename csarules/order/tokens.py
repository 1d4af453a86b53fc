"""Ordering tokens as SSA variables: which i1 value an op reads, and the phis that needs.

The output token of a source op A is a variable T_A, defined by A's outord right after A
and initialised to the entry token (mementry) at function entry. Reading T_A somewhere
follows Braun et al., "Simple and Efficient Construction of SSA Form" (CC 2013): walk to
the predecessors, put a phi placeholder at joins, then drop trivial phis. The result is
minimal on reducible CFGs and pruned (phis exist only where a read needs them).

A read may carry a *cut set*: loop headers at which the dependence on earlier iterations
is released. At such a header the backedge incomings take the value the token had on
loop entry (the phi itself), so the phi usually turns out trivial and disappears. A cut
only applies while the backward walk stays inside the loop: once the walk leaves the loop
through its header, the iterations met later belong to an earlier, complete instance of
the loop, and their tokens count in full.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from csarules import graphs
from csarules.ir.labels import successor_labels
from csarules.ir.model import Block, Function, Instruction


@dataclass(frozen=True)
class EntryToken:
    """The function entry token (`llvm.csa.mementry`)."""


@dataclass(frozen=True)
class OpToken:
    """The outord of the op at `line`."""

    line: int


@dataclass(eq=False)
class PhiToken:
    block: Block
    seq: int  # creation order: a deterministic tie-break for naming
    incomings: list[tuple[Token, Block]] = field(default_factory=list)
    users: list[PhiToken] = field(default_factory=list)
    replaced_by: Token | None = None
    complete: bool = False

    def __repr__(self) -> str:
        return f"<phi#{self.seq} in %{self.block.label}>"


Token = EntryToken | OpToken | PhiToken
ENTRY = EntryToken()
Cut = frozenset[int]  # loop header block ids


class LoopForest:
    """Dominators and natural loops of a function (loops with one header merged)."""

    def __init__(self, func: Function) -> None:
        self.func = func
        graph = graphs.digraph((b.id for b in func.blocks),
                               ((b.id, s.id) for b in func.blocks for s in b.successors))
        self.idom: dict[int, int] = graphs.immediate_dominators(graph, func.entry.id)
        self.reachable = frozenset(self.idom)
        self.body: dict[int, frozenset[int]] = {}
        by_id = {b.id: b for b in func.blocks}
        for block in func.blocks:
            if block.id not in self.reachable:
                continue
            latches = [p.id for p in block.predecessors if self.dominates(block.id, p.id)]
            if latches:
                self.body[block.id] = self._natural_loop(block.id, latches, by_id)
        containing: dict[int, set[int]] = {b.id: set() for b in func.blocks}
        for header, members in self.body.items():
            for member in members:
                containing[member].add(header)
        self.loops_of = {bid: frozenset(hs) for bid, hs in containing.items()}
        self.reducible = self._is_reducible(graph)
        self.frontier: dict[int, set[int]] = graphs.dominance_frontiers(
            graph, func.entry.id, self.idom)
        # Topological rank of each block's strongly connected component: a block of lower
        # rank than another can never be reached from it.
        self.rank = graphs.component_ranks(graph)

    def _is_reducible(self, graph: dict[int, list[int]]) -> bool:
        # Reducible iff the reachable CFG without its backedges (u -> h, h dominating u)
        # has no cycle left.
        forward = graphs.digraph(
            self.reachable,
            ((u, v) for u, targets in graph.items() for v in targets
             if u in self.reachable and v in self.reachable and not self.dominates(v, u)))
        return graphs.is_acyclic(forward)

    def dominates(self, a: int, b: int) -> bool:
        if a not in self.idom or b not in self.idom:
            return False
        if not hasattr(self, "_interval"):
            self._number_dominator_tree()
        a_in, a_out = self._interval[a]
        b_in, b_out = self._interval[b]
        return a_in <= b_in and b_out <= a_out

    def _number_dominator_tree(self) -> None:
        # Pre/post numbers of the dominator tree: a dominates b iff a's interval holds b's.
        children: dict[int, list[int]] = {b: [] for b in self.idom}
        for node, parent in self.idom.items():
            if node != parent:
                children[parent].append(node)
        self._interval: dict[int, tuple[int, int]] = {}
        clock = 0
        start: dict[int, int] = {}
        stack: list[tuple[int, bool]] = [(self.func.entry.id, False)]
        while stack:
            node, done = stack.pop()
            if done:
                self._interval[node] = (start[node], clock)
                clock += 1
                continue
            start[node] = clock
            clock += 1
            stack.append((node, True))
            stack.extend((child, False) for child in sorted(children[node], reverse=True))

    def _natural_loop(self, header: int, latches: list[int], by_id: dict[int, Block]) -> frozenset:
        members = {header}
        stack = [lt for lt in latches if lt != header]
        members.update(stack)
        while stack:
            for pred in by_id[stack.pop()].predecessors:
                if pred.id not in members and pred.id in self.reachable:
                    members.add(pred.id)
                    stack.append(pred.id)
        return frozenset(members)


@dataclass(eq=False)
class _Node:
    """What the reads need to know about a block, precomputed once."""

    block: Block
    index: int
    id: int
    loops: frozenset[int]
    rank: int  # topological rank of its strongly connected component
    start: bool = False  # entry or unreachable: T_A is the entry token here
    preds: list[_Node] = field(default_factory=list)  # once per CFG edge, phi order
    single: _Node | None = None  # the only predecessor block, if there is one


class TokenReader:
    """Reads T_A for source ops A of one function; builds the i1 phis the reads need."""

    def __init__(self, func: Function, loops: LoopForest | None = None) -> None:
        self.func = func
        self.loops = loops or LoopForest(func)
        self._home: dict[int, Instruction] = {i.line: i for i in func.instructions()}
        self._memo: dict[tuple[int, Cut, int], Token] = {}
        self._phis: list[PhiToken] = []
        self._nodes = {
            b: _Node(
                block=b,
                index=b.index,
                id=b.id,
                loops=self.loops.loops_of[b.id],
                rank=self.loops.rank[b.id],
            )
            for b in func.blocks
        }
        self._by_id = {node.id: node for node in self._nodes.values()}
        self._frontier_of: dict[int, frozenset[int]] = {}
        for block, node in self._nodes.items():
            node.preds = [self._nodes[p] for p in _incoming_order(block)]
            node.start = (
                block is func.entry or block.id not in self.loops.reachable or not node.preds
            )
            if len({p.index for p in node.preds}) == 1:
                node.single = node.preds[0]

    # -- reads ---------------------------------------------------------------------------

    def read_before(self, src: int, inst: Instruction, cut: Cut) -> Token:
        """T_src just before `inst` (the latest def on the current path)."""
        if src == self.func.line:
            return ENTRY
        home = self._home[src]
        if home.block is inst.block and home.index < inst.index:
            return OpToken(src)
        return self.read_at_top(src, inst.block, cut)

    def read_at_top(self, src: int, block: Block, cut: Cut) -> Token:
        """T_src on entry to `block`, before any of its instructions."""
        if src == self.func.line:
            return ENTRY
        if sys.getrecursionlimit() < recursion_needed(len(self.func.blocks)):
            # (a caller reading many tokens raises the limit once, around all its reads)
            with deep_recursion(len(self.func.blocks)):
                return self.read_at_top(src, block, cut)
        return self.resolve(self._top(src, self._narrow(cut, block), block))

    def resolve(self, value: Token) -> Token:
        while isinstance(value, PhiToken) and value.replaced_by is not None:
            value = value.replaced_by
        return value

    # -- results -------------------------------------------------------------------------

    def simplify(self) -> None:
        """Drop trivial phis and merge phis of one block with the same incomings, to a fixpoint."""
        changed = True
        while changed:
            changed = False
            seen: dict[tuple, PhiToken] = {}
            for phi in self._phis:
                if phi.replaced_by is not None:
                    continue
                if self._try_remove_trivial(phi) is not phi:
                    changed = True
                    continue
                key = (
                    phi.block.id,
                    tuple((self._key(self.resolve(v)), b.id) for v, b in phi.incomings),
                )
                twin = seen.get(key)
                if twin is None:
                    seen[key] = phi
                else:
                    self._replace(phi, twin)
                    changed = True

    def live_phis(self, roots: list[Token]) -> list[PhiToken]:
        """Phis the given values depend on, in block order then creation order."""
        live: dict[int, PhiToken] = {}
        stack = [self.resolve(v) for v in roots]
        while stack:
            value = stack.pop()
            if isinstance(value, PhiToken) and id(value) not in live:
                live[id(value)] = value
                stack.extend(self.resolve(v) for v, _ in value.incomings)
        return sorted(live.values(), key=lambda p: (p.block.index, p.seq))

    # -- Braun et al. --------------------------------------------------------------------

    def _narrow(self, cut: Cut, block: Block) -> Cut:
        # A cut only matters for loops that contain the block being read.
        return cut & self.loops.loops_of[block.id] if cut else cut

    def _top(self, src: int, cut: Cut, block: Block) -> Token:
        return self._top_of(src, cut, self._nodes[block])

    def _top_of(self, src: int, cut: Cut, node: _Node) -> Token:
        home = self._nodes[self._home[src].block]
        home_loops = home.loops
        # Single-predecessor chains are walked iteratively; only joins recurse.
        walked: list[tuple[int, Cut, int]] = []
        value: Token
        while True:
            key = (src, cut, node.index)
            if key in self._memo:
                value = self.resolve(self._memo[key])
                break
            if (
                node is not home
                and not node.start
                and node.rank >= home.rank
                and node.id not in self._phi_blocks(src, home)
            ):
                # No phi for T_A can be needed outside the iterated dominance frontier of
                # A's block: the token is the one at the end of the immediate dominator.
                # A cut loop whose header is skipped here holds no def of T_A (its header
                # would be in the frontier), so releasing it changes nothing.
                # Memoised like the steps below: reads of A from many blocks of a deep
                # dominator tree would otherwise walk up the same chain again and again.
                walked.append(key)
                up = self._by_id[self.loops.idom[node.id]]
                if up is home:
                    value = OpToken(src)
                    break
                if cut:
                    cut = cut & up.loops
                node = up
                continue
            walked.append(key)
            if node.start or node.rank < home.rank:
                # (A cannot reach a block of lower rank: its token is still the entry's)
                value = ENTRY
                break
            if (
                node is not home
                and cut.isdisjoint(home_loops)
                and self.loops.dominates(home.id, node.id)
            ):
                # A is the only def of T_A: where its block dominates, A's token reaches,
                # and no cut loop lies between (A is outside every cut loop).
                value = OpToken(src)
                break
            pred = node.single
            if pred is not None and node.id not in cut:
                if cut:
                    cut = cut & pred.loops
                if pred is home:
                    value = OpToken(src)
                    break
                node = pred
                continue
            value = self._join(src, cut, node, key)
            break
        for key in walked:
            self._memo[key] = value
        return value

    def _phi_blocks(self, src: int, home: _Node) -> frozenset[int]:
        """The iterated dominance frontier of A's block: where T_A may need a phi."""
        blocks = self._frontier_of.get(src)
        if blocks is None:
            found: set[int] = set()
            work = [home.id]
            while work:
                for block in self.loops.frontier.get(work.pop(), ()):
                    if block not in found:
                        found.add(block)
                        work.append(block)
            blocks = self._frontier_of[src] = frozenset(found)
        return blocks

    def _join(self, src: int, cut: Cut, node: _Node, key: tuple[int, Cut, int]) -> Token:
        phi = PhiToken(block=node.block, seq=len(self._phis))
        self._phis.append(phi)
        self._memo[key] = phi  # placeholder: breaks cycles through loops
        released = node.id in cut
        home = self._nodes[self._home[src].block]
        for pred in node.preds:
            if released and node.id in pred.loops:
                value: Token = phi  # the value on loop entry: earlier iterations released
            elif pred is home:
                value = OpToken(src)
            else:
                value = self.resolve(self._top_of(src, cut & pred.loops if cut else cut, pred))
            phi.incomings.append((value, pred.block))
            if isinstance(value, PhiToken):
                value.users.append(phi)
        phi.complete = True
        return self._try_remove_trivial(phi)

    def _try_remove_trivial(self, phi: PhiToken) -> Token:
        if phi.replaced_by is not None:
            return self.resolve(phi)
        if not phi.complete:
            return phi  # checked again when its incomings are all known
        same: Token | None = None
        for value, _ in phi.incomings:
            value = self.resolve(value)
            if value is phi or value == same:
                continue
            if same is not None:
                return phi
            same = value
        # Only self references: no path from the entry reaches here with a def.
        self._replace(phi, ENTRY if same is None else same)
        return self.resolve(phi)

    def _replace(self, phi: PhiToken, by: Token) -> None:
        phi.replaced_by = by
        for user in phi.users:
            if user is not phi:
                self._try_remove_trivial(user)

    @staticmethod
    def _key(value: Token) -> tuple:
        if isinstance(value, EntryToken):
            return ("entry",)
        if isinstance(value, OpToken):
            return ("op", value.line)
        return ("phi", id(value))


def _incoming_order(block: Block) -> list[Block]:
    """Predecessors once per CFG edge, as LLVM's phi of this block must list them."""
    edges: list[Block] = []
    for pred in block.predecessors:
        count = successor_labels(pred.terminator.canonical).count(block.label)
        edges.extend([pred] * max(count, 1))
    phis = [i for i in block.instructions if i.opcode == "phi"]
    if phis and sorted(b.id for b in phis[0].incoming_blocks) == sorted(b.id for b in edges):
        return list(phis[0].incoming_blocks)  # keep the order the input's phis use
    return edges


def recursion_needed(blocks: int) -> int:
    # Joins recurse once per nested join on the walk; allow for large functions.
    return 1000 + 8 * blocks


@contextmanager
def deep_recursion(blocks: int) -> Iterator[None]:
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, recursion_needed(blocks)))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
