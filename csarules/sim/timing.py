"""Latencies of the dataflow timing model and the oracle's run-time disambiguation.

The timing itself is computed by the interpreter as it runs (interp.py): every
dynamic value carries the cycle it becomes available. An operation starts when
its data inputs, the branch that led to its block instance and (for memory
operations) its input token are available; each static memory operation is a
pipelined unit (instance k+1 starts at least one cycle after instance k, and
its token is never produced before instance k's).

The oracle (section 3 of ordering-semantics.md) uses the same model without
tokens: an access waits only for the earlier accesses that really touched the
same bytes with a conflict, for synchronising operations, and the return waits
for every access of its frame.
"""

from __future__ import annotations

from dataclasses import dataclass


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
    """Per-byte completion times of the oracle schedule."""

    def __init__(self) -> None:
        # byte -> [completion of the last write, latest completion of reads since]
        self._shadow: dict[int, list[int]] = {}
        self._last_sync = 0  # completion of the latest synchronising operation
        self._all = 0  # latest completion of any access so far

    def bound(self, accesses: tuple[tuple[int, int, bool], ...], sync: bool) -> int:
        """Earliest start allowed by the real conflicts of these accesses."""
        t = self._last_sync
        if sync and self._all > t:
            t = self._all
        shadow = self._shadow
        for addr, n, writes in accesses:
            for b in range(addr, addr + n):
                e = shadow.get(b)
                if e is None:
                    continue
                if e[0] > t:
                    t = e[0]
                if writes and e[1] > t:
                    t = e[1]
        return t

    def record(self, accesses: tuple[tuple[int, int, bool], ...], done: int, sync: bool) -> None:
        shadow = self._shadow
        for addr, n, writes in accesses:
            for b in range(addr, addr + n):
                e = shadow.get(b)
                if writes:
                    if e is None:
                        shadow[b] = [done, 0]
                    else:
                        e[0] = done
                        e[1] = 0
                elif e is None:
                    shadow[b] = [0, done]
                elif done > e[1]:
                    e[1] = done
        if done > self._all:
            self._all = done
        if sync and done > self._last_sync:
            self._last_sync = done

    def sync_bound(self) -> int:
        return max(self._all, self._last_sync)
