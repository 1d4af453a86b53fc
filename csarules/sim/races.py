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

A pair in two sections of one parallel region is released (no race), but when it
really conflicts (the same bytes, one of the two writing, not both atomic) and
happens-before does not order it, the user's mark let two accesses that meet run
concurrently: a *mark race*, reported apart from the races with the region
instance whose sections hold the two.
"""

from __future__ import annotations

from dataclasses import dataclass

from csarules.sim.clocks import Clock, SparseClocks
from csarules.sim.sections import Sections

# what a check is about: rule 1 (the same bytes), rule 2 (synchronisation), rule 3 (ret)
LOCATION, SYNCHRONISATION, RETURN = 0, 1, 2


@dataclass(frozen=True, order=True)
class Race:
    first_op: int  # static id (mid) of the earlier access
    first_iteration: int
    second_op: int
    second_iteration: int


@dataclass(frozen=True, order=True)
class MarkRace:
    first_op: int
    first_section: int  # section instances (Sections) of the two accesses
    second_op: int
    second_section: int
    region: int  # the region instance whose sections released the pair


class RaceChecker:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        # instance of an op a clock has seen complete (-1: none); the machine sets the
        # clocks it uses when it knows the number of static ops
        self.seen = SparseClocks().seen
        self.count = 0
        self.races: list[Race] = []
        self._seen: set[tuple[int, int, int, int]] = set()
        self.mark_count = 0
        self.mark_races: list[MarkRace] = []
        self._marked: set[tuple[int, int, int, int, int]] = set()
        # byte -> [writer op, writer instance, writer section, {reader op: (instance, section)}]
        self._shadow: dict[int, list] = {}
        # latest synchronising op per MMRA tag set (tags decide which ops it orders)
        self._last_sync: dict[frozenset, tuple[int, int, int]] = {}
        self._since_sync: dict[int, tuple[int, int]] = {}
        self.sections = Sections()
        self.tags: list[frozenset] = []  # by static op id
        self.atomic: list[bool] = []  # by static op id: an atomic access (no data race)

    def _compatible(self, xm: int, ym: int) -> bool:
        from csarules.sim.mmra import mmra_compatible

        return mmra_compatible(self.tags[xm], self.tags[ym])

    def _report(self, xm: int, xi: int, ym: int, yi: int) -> None:
        key = (xm, xi, ym, yi)
        if key in self._seen:
            return
        self._seen.add(key)
        self.count += 1
        if len(self.races) < self.limit:
            self.races.append(Race(xm, xi, ym, yi))

    def _mark_race(self, xm: int, xs: int, ym: int, ys: int, region: int) -> None:
        # one report per two ops and two iterations of the releasing region (the
        # sections of a parallel loop inside it would repeat it per inner iteration)
        place = self.sections.place
        key = (xm, place(xs, region), ym, place(ys, region), region)
        if key in self._marked:
            return
        self._marked.add(key)
        self.mark_count += 1
        if len(self.mark_races) < self.limit:
            self.mark_races.append(MarkRace(xm, xs, ym, ys, region))

    def _check(self, xm: int, xi: int, xs: int, ym: int, yi: int, ys: int, vc: Clock,
               about: int = LOCATION) -> None:
        if xm == ym or self.seen(vc, xm) >= xi:
            return
        region = self.sections.releasing(xs, ys)
        if not region:
            self._report(xm, xi, ym, yi)
        elif about == LOCATION and not (self.atomic[xm] and self.atomic[ym]):
            self._mark_race(xm, xs, ym, ys, region)

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
                    check(e[0], e[1], e[2], mid, inst, sec, vc, LOCATION)
                if writes:
                    readers = e[3]
                    if readers:
                        for rm, (ri, rs) in readers.items():
                            check(rm, ri, rs, mid, inst, sec, vc, LOCATION)
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
                self._check(xm, xi, xs, mid, inst, sec, vc, SYNCHRONISATION)
        if sync:
            for xm, (xi, xs) in sorted(self._since_sync.items()):
                if self._compatible(xm, mid):
                    self._check(xm, xi, xs, mid, inst, sec, vc, SYNCHRONISATION)

    def call_start(self, mid: int, inst: int, sec: int, vc: Clock) -> None:
        """A call that may access memory is synchronising: check it when it starts."""
        self._sync_checks(mid, inst, sec, vc, True)

    def call_end(self, mid: int, inst: int, sec: int) -> None:
        # the callee's own accesses are part of the call from here on
        self._synced(mid, inst, sec)

    def ret(self, mid: int, inst: int, vc: Clock, frame_ops: dict[int, tuple[int, int]]) -> None:
        """Rule 3: every memory operation of the frame completes before its return."""
        for xm, (xi, _xs) in sorted(frame_ops.items()):
            self._check(xm, xi, 0, mid, inst, 0, vc, RETURN)
