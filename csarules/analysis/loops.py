"""Natural loops from backedges (u -> h with h dominating u), merged per header."""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules.analysis.cfg import CfgInfo
from csarules.ir.model import Block


@dataclass(eq=False)
class Loop:
    header: Block
    blocks: set[Block]
    latches: list[Block]
    parent: Loop | None = None
    depth: int = 1
    children: list[Loop] = field(default_factory=list)

    def exit_edges(self) -> list[tuple[Block, Block]]:
        return [
            (b, s)
            for b in sorted(self.blocks, key=lambda x: x.index)
            for s in b.successors
            if s not in self.blocks
        ]

    def preheader(self) -> Block | None:
        outside = [p for p in self.header.predecessors if p not in self.blocks]
        if len(outside) == 1 and outside[0].successors == [self.header]:
            return outside[0]
        return None


@dataclass
class LoopInfo:
    loops: list[Loop]  # outer loops before inner ones, then by header position
    by_header: dict[Block, Loop]
    _innermost: dict[Block, Loop] | None = None

    def loops_of(self, block: Block) -> list[Loop]:
        """Loops containing block, innermost first: its innermost loop and that loop's
        parents (asked per access; scanning every loop each time is quadratic in a
        function of many loops)."""
        if self._innermost is None:
            self._innermost = {}
            for lp in self.loops:  # inner loops come later and take their blocks over
                for b in lp.blocks:
                    self._innermost[b] = lp
        found: list[Loop] = []
        lp = self._innermost.get(block)
        while lp is not None:
            found.append(lp)
            lp = lp.parent
        return found

    def loops_of_by_scanning(self, block: Block) -> list[Loop]:
        """loops_of the obvious way (the tests' oracle)."""
        return [lp for lp in reversed(self.loops) if block in lp.blocks]

    def innermost(self, block: Block) -> Loop | None:
        found = self.loops_of(block)
        return found[0] if found else None


def find_loops(cfg: CfgInfo) -> LoopInfo:
    latches: dict[Block, list[Block]] = {}
    for block in cfg.function.blocks:
        if block not in cfg.reachable:
            continue
        for succ in block.successors:
            if cfg.dominates(succ, block):
                latches.setdefault(succ, []).append(block)
    loops: list[Loop] = []
    for header, lats in latches.items():
        body = {header}
        work = [lt for lt in lats if lt is not header]
        while work:
            b = work.pop()
            if b in body:
                continue
            body.add(b)
            work.extend(p for p in b.predecessors if p in cfg.reachable)
        loops.append(Loop(header, body, sorted(lats, key=lambda x: x.index)))
    # Nesting: the parent is the smallest other loop whose body contains the header.
    # The loops holding each header are found from the bodies (in `loops` order, which
    # breaks ties), not by testing every pair of loops: a function of thousands of loops.
    holding: dict[Block, list[Loop]] = {lp.header: [] for lp in loops}
    for o in loops:
        for b in o.blocks:
            found = holding.get(b)
            if found is not None:
                found.append(o)
    for lp in loops:
        outer = [o for o in holding[lp.header] if o is not lp and lp.blocks <= o.blocks]
        if outer:
            lp.parent = min(outer, key=lambda o: len(o.blocks))
            lp.parent.children.append(lp)
    for lp in loops:
        depth = 1
        cur = lp.parent
        while cur is not None:
            depth += 1
            cur = cur.parent
        lp.depth = depth
    loops.sort(key=lambda x: (x.depth, x.header.index))
    return LoopInfo(loops, {lp.header: lp for lp in loops})
