"""A slow, obvious oracle (section 3 of ordering-semantics.md) to check the fast one against.

It keeps every dynamic access of the run in a list and, for each new access, scans
all of them for the ones it really conflicts with: overlapping bytes and one of the
two writes, or one of the two synchronising with MMRA tag sets compatible with the
other's (rule 2 of ordering-semantics.md); never an earlier instance of the same
static operation (an operation issues its instances in order), never a pair in two
different parallel sections of one region instance (the pair is released). It has
the interface of `csarules.sim.timing.Oracle` so that the interpreter can run with
either; nothing is summarised, so it is quadratic and only fit for small runs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from csarules.sim.sections import Sections


@dataclass(frozen=True)
class Access:
    lo: int
    hi: int  # one past the last byte
    writes: bool
    sync: bool
    done: int
    section: int
    op: int


class SlowOracle:
    def __init__(self, sections: Sections) -> None:
        self.accesses: list[Access] = []
        self._sections = sections
        # static ops x, y -> MMRA-compatible (set by the interpreter; None: no tags at all)
        self.compatible: Callable[[int, int], bool] | None = None

    def _released(self, a: int, b: int) -> bool:
        return self._sections.releasing(a, b) != 0

    def _conflict(self, x: Access, lo: int, hi: int, writes: bool, sync: bool,
                  sec: int, mid: int) -> bool:
        if (x.sync or sync) and (self.compatible is None or self.compatible(x.op, mid)):
            return True
        if x.hi <= lo or hi <= x.lo or not (x.writes or writes):
            return False
        return not self._released(x.section, sec)

    def bound(self, accesses: tuple[tuple[int, int, bool], ...], sync: bool, sec: int = 0,
              mid: int = -1) -> int:
        start = 0
        spans = list(accesses) or [(0, 0, False)]
        for x in self.accesses:
            if x.op == mid or x.done <= start:
                continue
            if any(self._conflict(x, a, a + n, w, sync, sec, mid) for a, n, w in spans):
                start = x.done
        return start

    def sync_bound(self, mid: int = -1) -> int:
        return self.bound((), True, 0, mid)

    def record(self, accesses: tuple[tuple[int, int, bool], ...], done: int, sync: bool,
               sec: int = 0, mid: int = -1) -> None:
        if not accesses:
            self.accesses.append(Access(0, 0, False, sync, done, sec, mid))
        for a, n, w in accesses:
            self.accesses.append(Access(a, a + n, w, sync, done, sec, mid))
