"""Which pairs of static operations really met in one run, and in which ordering context.

The race check asks, of every dynamic access, about the earlier accesses it must come
after: the last writer of each of its bytes and the readers since (rule 1), the latest
synchronising operation and the accesses since the previous one (rule 2). Those questions
are the conflicts of the run: an ordering whose edges answer each of them (directly or
through a chain of answered ones) is race-free on this input. `ProfilingRaceChecker` asks
them without judging, and `EdgeProfiler` names each as the rules name a pair: the static
ops `a` and `b` (instruction lines) of one function and the context, 0 when the two
instances run in the same iteration of every loop holding both, else the header of the
outermost such loop whose iterations differ (as `required(a, b, ctx, rule)`).

Two instances in different calls are named in the frame holding both: an access inside
a callee stands for the call that (transitively) made it. Iterations are told apart by
stamps: each entry of a loop header, from outside or along a backedge, takes a fresh
number, so two instances ran in the same iteration of a loop exactly when they saw the
same stamp of its header.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from csarules.analysis.cfg import analyse
from csarules.analysis.loops import find_loops
from csarules.sim.clocks import Clock
from csarules.sim.ops import SOp
from csarules.sim.races import LOCATION, RETURN, SYNCHRONISATION, RaceChecker

RULE_NAMES = {LOCATION: "location", SYNCHRONISATION: "synchronisation"}


@dataclass(eq=False)
class Frame:
    parent: Frame | None
    depth: int
    # the call that made this frame, as it stands in the parent: (op id, its stamps)
    call: tuple[int, tuple[int, ...]] | None
    stamps: dict[int, int] = field(default_factory=dict)  # header block index -> stamp


class EdgeProfiler:
    def __init__(self) -> None:
        # (a, b, ctx, rule): instruction lines of a and b, ctx 0 or a loop header's id
        self.pairs: set[tuple[int, int, int, str]] = set()
        self.ran: set[str] = set()  # the functions called
        self._ops: list[SOp] = []
        self._line: list[int] = []
        self._loops: list[tuple[int, ...]] = []  # by op: header ids, outermost first
        self._slots: list[tuple[int, ...]] = []  # by op: the same headers' block indices
        self._where: list[list[tuple[Frame, tuple[int, ...]]]] = []  # by op, by instance
        self._headers: dict[str, frozenset[int]] = {}  # function -> header block indices
        self._chains: dict[str, dict[int, list[tuple[int, int]]]] = {}
        self._frames: list[Frame] = []
        self._stamp = 0
        self._last: tuple[int, int, int, int, int] | None = None

    def race_checker(self, limit: int) -> ProfilingRaceChecker:
        return ProfilingRaceChecker(limit, self)

    # -- set up by the interpreter ---------------------------------------------------
    def prepare(self, static_ops: list[SOp]) -> None:
        for op in static_ops[len(self._ops):]:
            func = op.inst.function
            chain = self._chain_of(func.name, func).get(op.inst.block.index, [])
            self._ops.append(op)
            self._line.append(op.line)
            self._loops.append(tuple(h for h, _ in chain))
            self._slots.append(tuple(i for _, i in chain))
            self._where.append([])

    def _chain_of(self, name: str, func) -> dict[int, list[tuple[int, int]]]:
        """Block index -> the loops holding it, outermost first, as (header id, header
        block index), as the rules' facts name loops."""
        found = self._chains.get(name)
        if found is None:
            loops = find_loops(analyse(func, "<profile>"))
            found = {}
            for block in func.blocks:
                found[block.index] = [(lp.header.id, lp.header.index)
                                      for lp in reversed(loops.loops_of(block))]
            self._chains[name] = found
            self._headers[name] = frozenset(lp.header.index for lp in loops.loops)
        return found

    def headers(self, func) -> frozenset[int]:
        """The loop headers of `func` (by block index), as a call of it starts."""
        self.ran.add(func.name)
        if func.name not in self._headers:
            self._chain_of(func.name, func)
        return self._headers[func.name]

    def enter_frame(self, call: int | None = None, instance: int = 0) -> None:
        parent = self._frames[-1] if self._frames else None
        made_by = None
        if call is not None and parent is not None:
            made_by = (call, self._where[call][instance][1])
        self._frames.append(Frame(parent, 0 if parent is None else parent.depth + 1, made_by))

    def leave_frame(self) -> None:
        self._frames.pop()

    def enter_block(self, index: int) -> None:
        self._stamp += 1
        self._frames[-1].stamps[index] = self._stamp

    def record(self, mid: int, instance: int) -> None:
        """Where instance `instance` of op `mid` runs (before its checks)."""
        where = self._where[mid]
        if len(where) > instance:
            return  # (a call's instance is recorded at its start)
        frame = self._frames[-1]
        stamps = frame.stamps
        where.append((frame, tuple(stamps.get(i, 0) for i in self._slots[mid])))

    # -- the race check's questions ----------------------------------------------------
    def conflict(self, xm: int, xi: int, ym: int, yi: int, about: int) -> None:
        key = (xm, xi, ym, yi, about)
        if key == self._last:
            return  # the next byte of the same two accesses
        self._last = key
        fx, sx = self._where[xm][xi]
        fy, sy = self._where[ym][yi]
        a, b = xm, ym
        if fx is not fy:
            while fx.depth > fy.depth:
                a, sx = fx.call  # type: ignore[misc]
                fx = fx.parent  # type: ignore[assignment]
            while fy.depth > fx.depth:
                b, sy = fy.call  # type: ignore[misc]
                fy = fy.parent  # type: ignore[assignment]
            while fx is not fy:
                a, sx = fx.call  # type: ignore[misc]
                fx = fx.parent  # type: ignore[assignment]
                b, sy = fy.call  # type: ignore[misc]
                fy = fy.parent  # type: ignore[assignment]
            if a == b:
                return  # two calls of one call op: its instances are issued in order
        la, lb = self._loops[a], self._loops[b]
        ctx = 0
        for k in range(min(len(la), len(lb))):
            if la[k] != lb[k]:
                break
            if sx[k] != sy[k]:
                ctx = la[k]
                break
        self.pairs.add((self._line[a], self._line[b], ctx, RULE_NAMES[about]))


class ProfilingRaceChecker(RaceChecker):
    """The race check's questions, handed to the profiler instead of judged."""

    def __init__(self, limit: int, profiler: EdgeProfiler) -> None:
        super().__init__(limit)
        self.profiler = profiler

    def _check(self, xm: int, xi: int, xs: int, ym: int, yi: int, ys: int, vc: Clock,
               about: int = LOCATION) -> None:
        if xm != ym and about != RETURN:
            self.profiler.conflict(xm, xi, ym, yi, about)
