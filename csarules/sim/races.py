"""Happens-before checking of one run (section 2 of ordering-semantics.md).

Every dynamic value carries a vector clock over static memory operations:
clock[op] = k means instances 0..k of `op` are known complete when the value
is available (exact, because each static operation completes its instances in
order). A dynamic access Y races with an earlier conflicting access X of
another static op when Y's start clock has clock[X.op] < X.instance.

Conflicts are found with per-byte shadow memory (last writer plus the readers
since it, newest instance per static op, as in FastTrack): an access that is
ordered after the last writer is ordered after every earlier writer too,
because the writers were themselves checked against each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.sim.clocks import Clock, SparseClocks


@dataclass(frozen=True, order=True)
class Race:
    first_op: int  # static id (mid) of the earlier access
    first_iteration: int
    second_op: int
    second_iteration: int


class RaceChecker:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        # instance of an op a clock has seen complete (-1: none); the machine sets the
        # clocks it uses when it knows the number of static ops
        self.seen = SparseClocks().seen
        self.count = 0
        self.races: list[Race] = []
        self._seen: set[tuple[int, int, int, int]] = set()
        # byte -> [writer op, writer instance, writer section, {reader op: (instance, section)}]
        self._shadow: dict[int, list] = {}
        # latest synchronising op per MMRA tag set (tags decide which ops it orders)
        self._last_sync: dict[frozenset, tuple[int, int, int]] = {}
        self._since_sync: dict[int, tuple[int, int]] = {}
        self.section_region: dict[int, int] = {}
        self.tags: list[frozenset] = []  # by static op id

    def _compatible(self, xm: int, ym: int) -> bool:
        from csarules.sim.mmra import mmra_compatible

        return mmra_compatible(self.tags[xm], self.tags[ym])

    def _released(self, sx: int, sy: int) -> bool:
        """Both in different sections of one region instance (pathfinding-builtins rules)."""
        if not sx or not sy or sx == sy:
            return False
        return self.section_region.get(sx) == self.section_region.get(sy)

    def _report(self, xm: int, xi: int, ym: int, yi: int) -> None:
        key = (xm, xi, ym, yi)
        if key in self._seen:
            return
        self._seen.add(key)
        self.count += 1
        if len(self.races) < self.limit:
            self.races.append(Race(xm, xi, ym, yi))

    def _check(self, xm: int, xi: int, xs: int, ym: int, yi: int, ys: int, vc: Clock) -> None:
        if xm != ym and self.seen(vc, xm) < xi and not self._released(xs, ys):
            self._report(xm, xi, ym, yi)

    def access(self, mid: int, inst: int, sec: int, vc: Clock,
               accesses: tuple[tuple[int, int, bool], ...], sync: bool) -> None:
        """Check one dynamic memory operation (not a call to a defined function)."""
        self._sync_checks(mid, inst, sec, vc, sync)
        shadow = self._shadow
        check = self._check
        for addr, n, writes in accesses:
            for b in range(addr, addr + n):
                e = shadow.get(b)
                if e is None:
                    shadow[b] = [mid, inst, sec, None] if writes else [-1, -1, 0,
                                                                      {mid: (inst, sec)}]
                    continue
                if e[0] >= 0:
                    check(e[0], e[1], e[2], mid, inst, sec, vc)
                if writes:
                    readers = e[3]
                    if readers:
                        for rm, (ri, rs) in readers.items():
                            check(rm, ri, rs, mid, inst, sec, vc)
                    e[0], e[1], e[2], e[3] = mid, inst, sec, None
                elif e[3] is None:
                    e[3] = {mid: (inst, sec)}
                else:
                    e[3][mid] = (inst, sec)
        if sync:
            self._synced(mid, inst, sec)
        else:
            self._since_sync[mid] = (inst, sec)

    def _synced(self, mid: int, inst: int, sec: int) -> None:
        self._last_sync[self.tags[mid]] = (mid, inst, sec)
        # accesses with incompatible tags stay unordered with this op: later ones check them
        self._since_sync = {xm: x for xm, x in self._since_sync.items()
                            if not self._compatible(xm, mid)}

    def _sync_checks(self, mid: int, inst: int, sec: int, vc: Clock, sync: bool) -> None:
        """Rule 2: synchronising ops and other accesses, unless their MMRAs are incompatible."""
        for xm, xi, xs in self._last_sync.values():
            if self._compatible(xm, mid):
                self._check(xm, xi, xs, mid, inst, sec, vc)
        if sync:
            for xm, (xi, xs) in sorted(self._since_sync.items()):
                if self._compatible(xm, mid):
                    self._check(xm, xi, xs, mid, inst, sec, vc)

    def call_start(self, mid: int, inst: int, sec: int, vc: Clock) -> None:
        """A call that may access memory is synchronising: check it when it starts."""
        self._sync_checks(mid, inst, sec, vc, True)

    def call_end(self, mid: int, inst: int, sec: int) -> None:
        # the callee's own accesses are part of the call from here on
        self._synced(mid, inst, sec)

    def ret(self, mid: int, inst: int, vc: Clock, frame_ops: dict[int, tuple[int, int]]) -> None:
        """Rule 3: every memory operation of the frame completes before its return."""
        for xm, (xi, _xs) in sorted(frame_ops.items()):
            self._check(xm, xi, 0, mid, inst, 0, vc)
