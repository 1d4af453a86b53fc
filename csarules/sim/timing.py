"""Latencies of the dataflow timing model and the oracle's run-time disambiguation.

The timing itself is computed by the interpreter as it runs (interp.py): every
dynamic value carries the cycle it becomes available. An operation starts when
its data inputs, the branch that led to its block instance and (for memory
operations) its input token are available; each static memory operation is a
pipelined unit (instance k+1 starts at least one cycle after instance k, and
its token is never produced before instance k's).

The oracle (section 3 of ordering-semantics.md) uses the same model without
tokens: an access waits only for the earlier accesses that really touched the
same bytes with a conflict, for synchronising operations whose MMRA tag sets are
compatible with its own (rule 2 of ordering-semantics.md), and the return waits for
every access of its frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from csarules.sim.sections import Sections


@dataclass
class Latency:
    load: int = 20
    store: int = 20
    alu: int = 1
    call: int = 20

    @staticmethod
    def parse(text: str | None) -> Latency:
        """'load=20,store=20,alu=1,call=20' (any subset) -> Latency; ValueError when bad."""
        lat = Latency()
        if not text:
            return lat
        for part in text.split(","):
            key, sep, val = part.partition("=")
            key = key.strip()
            val = val.strip()
            if not sep or key not in ("load", "store", "alu", "call") or not val.isdigit():
                raise ValueError(f"bad latency '{part}' (expected load|store|alu|call=N)")
            setattr(lat, key, int(val))
        return lat


class Oracle:
    """Per-byte completion times of the oracle schedule.

    Accesses in different parallel sections of one region instance do not wait for
    each other (the pair is released); the last-writer summary may then miss an older
    writer, which only makes the bound lower, never higher.
    """

    def __init__(self, sections: Sections) -> None:
        # byte -> [completion of the last write, its section, {section: latest read since}]
        self._shadow: dict[int, list] = {}
        # per static op: completion of its latest synchronising / any access (an op's own
        # earlier instances never hold it back: it issues them in order)
        self._sync_by: dict[int, int] = {}
        self._all_by: dict[int, int] = {}
        self._sections = sections
        # static ops x, y -> whether their MMRA tag sets are compatible; None when no op
        # has tags (everything is). Set by the interpreter once the ops are known.
        self.compatible: Callable[[int, int], bool] | None = None

    def _released(self, sx: int, sy: int) -> bool:
        return self._sections.releasing(sx, sy) != 0

    def bound(self, accesses: tuple[tuple[int, int, bool], ...], sync: bool, sec: int = 0,
              mid: int = -1) -> int:
        """Earliest start allowed by the real conflicts of these accesses.

        Conflicts with earlier instances of the same operation `mid` add nothing: an
        operation issues its instances in order, and each earlier instance already waited
        for the conflicts before it."""
        t = self.sync_bound(mid) if sync else self._latest(self._sync_by, mid)
        shadow = self._shadow
        for addr, n, writes in accesses:
            for b in range(addr, addr + n):
                e = shadow.get(b)
                if e is None:
                    continue
                if e[0] > t and e[3] != mid and not (e[1] and self._released(e[1], sec)):
                    t = e[0]
                if writes:
                    for (rs, rm), rt in e[2].items():
                        if rt > t and rm != mid and not (rs and self._released(rs, sec)):
                            t = rt
        return t

    def record(self, accesses: tuple[tuple[int, int, bool], ...], done: int, sync: bool,
               sec: int = 0, mid: int = -1) -> None:
        shadow = self._shadow
        for addr, n, writes in accesses:
            for b in range(addr, addr + n):
                e = shadow.get(b)
                if writes:
                    if e is None:
                        shadow[b] = [done, sec, {}, mid]
                    else:
                        e[0] = max(e[0], done) if e[1] and self._released(e[1], sec) else done
                        e[1] = sec
                        e[2] = {}
                        e[3] = mid
                elif e is None:
                    shadow[b] = [0, 0, {(sec, mid): done}, -1]
                elif done > e[2].get((sec, mid), 0):
                    e[2][(sec, mid)] = done
        if done > self._all_by.get(mid, 0):
            self._all_by[mid] = done
        if sync and done > self._sync_by.get(mid, 0):
            self._sync_by[mid] = done

    def sync_bound(self, mid: int = -1) -> int:
        """When a synchronising op `mid` may start: after every other op's accesses."""
        return max(self._latest(self._all_by, mid), self._latest(self._sync_by, mid))

    def _latest(self, times: dict[int, int], mid: int) -> int:
        """Latest completion among the other ops, leaving out those whose MMRA tags are
        incompatible with `mid`'s: incompatible tags take the pair out of rule 2."""
        compatible = self.compatible
        if compatible is None:
            return max((t for m, t in times.items() if m != mid), default=0)
        return max((t for m, t in times.items() if m != mid and compatible(m, mid)),
                   default=0)
