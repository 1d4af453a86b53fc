"""Candidate executions of a litmus test: every combination of

- whether each cmpxchg succeeds (and so writes),
- the write each read reads from, any write to its location but its own, or none (0),
- a coherence order of the writes of each location, the initial write first.

Nothing here judges a candidate: the rules decide which are allowed. The initial write is
put first because the spec makes it location-ordered before every other write, and the
rules reject a coherence order against location order anyway.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass

from csarules.litmus.model import Event, LitmusTest

NO_WRITE = 0


@dataclass(frozen=True)
class Candidate:
    id: int
    cas_succeeds: tuple[int, ...]  # ids of the cmpxchg that write
    rf: tuple[tuple[int, int], ...]  # (read, write or NO_WRITE)
    co: tuple[tuple[int, ...], ...]  # per location, its writes in coherence order


def _writes(test: LitmusTest, succeeding: set[int]) -> dict[str, list[Event]]:
    by_location: dict[str, list[Event]] = {name: [] for name in test.globals}
    for event in test.events():
        if event.location and (event.kind != "cas" and event.may_write
                               or event.id in succeeding):
            by_location[event.location].append(event)
    return by_location


def _orders(writes: list[Event]) -> list[tuple[int, ...]]:
    first = [w.id for w in writes if w.kind == "init"]
    rest = [w.id for w in writes if w.kind != "init"]
    return [tuple(first) + perm for perm in itertools.permutations(rest)]


def _cas_choices(test: LitmusTest) -> list[tuple[int, ...]]:
    cas = [e.id for e in test.events() if e.kind == "cas"]
    return [tuple(i for i, ok in zip(cas, bits, strict=True) if ok)
            for bits in itertools.product((True, False), repeat=len(cas))]


def count(test: LitmusTest) -> int:
    total = 0
    reads = [e for e in test.events() if e.reads]
    for succeeding in _cas_choices(test):
        writes = _writes(test, set(succeeding))
        rf = math.prod(len([w for w in writes[r.location or ""] if w.id != r.id]) + 1
                       for r in reads)
        co = math.prod(len(_orders(ws)) for ws in writes.values())
        total += rf * co
    return total


def enumerate_candidates(test: LitmusTest) -> Iterator[Candidate]:
    reads = [e for e in test.events() if e.reads]
    next_id = 1
    for succeeding in _cas_choices(test):
        writes = _writes(test, set(succeeding))
        sources = [[w.id for w in writes[r.location or ""] if w.id != r.id] + [NO_WRITE]
                   for r in reads]
        orders = [_orders(writes[name]) for name in sorted(writes)]
        for choice in itertools.product(*sources):
            rf = tuple(zip((r.id for r in reads), choice, strict=True))
            for co in itertools.product(*orders):
                yield Candidate(next_id, succeeding, rf, co)
                next_id += 1
