"""Vector clocks over static memory operations (races.py), stored two ways.

A clock maps each static op to the last of its instances known complete (-1: none). Clocks
are never changed once made: a join returns one of its inputs when it already covers the
other, or a new clock. Each value of a run carries one, so their cost decides how fast an
ordered program runs in the simulator.

- `SparseClocks`: a dict of the ops seen. A join reads every entry in Python: cheap while
  clocks hold few ops (unordered runs, small programs), slow once ordering edges carry
  the history of a whole loop body (Lua's interpreter loop: a join read 1,900 entries on
  average, 95% of the run, and an `all0` of hundreds of tokens joins hundreds of clocks).
- `MixedClocks`: the same dicts while a clock is small; a clock of more than `dense_from`
  ops becomes a numpy array indexed by op, whose joins are a few vectorised passes. Not
  arrays for all: each static op keeps the clock of its latest instance, so arrays for
  every clock would take (static ops)² entries even when clocks are nearly empty.

Both give the same answers (tests/sim/test_clocks.py runs programs under each).
"""

from __future__ import annotations

from typing import Any

import numpy as np

Clock = Any  # dict[int, int], or (MixedClocks) a numpy int64 array indexed by op

EMPTY: dict[int, int] = {}


def sparse_join(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    """Least upper bound; returns one of the inputs whenever it already covers the other."""
    if a is b or not b:
        return a
    if not a:
        return b
    get = a.get
    for k, x in b.items():
        if get(k, -1) < x:
            break
    else:
        return a
    get = b.get
    for k, x in a.items():
        if get(k, -1) < x:
            break
    else:
        return b
    out = dict(a)
    for k, x in b.items():
        if out.get(k, -1) < x:
            out[k] = x
    return out


class SparseClocks:
    """The reference: every clock a dict."""

    def __init__(self) -> None:
        self.empty = EMPTY
        self.join = sparse_join

    @staticmethod
    def seen(clock: dict[int, int], op: int) -> int:
        return clock.get(op, -1)

    @staticmethod
    def complete(clock: dict[int, int], previous: dict[int, int], op: int,
                 instance: int) -> dict[int, int]:
        """The clock after `instance` of `op` completes, knowing `clock` and the clock of
        op's previous instance."""
        out = dict(sparse_join(clock, previous))
        out[op] = instance
        return out


class MixedClocks:
    """Dicts while small, arrays over `ops` static ops once larger than `dense_from`."""

    def __init__(self, ops: int, dense_from: int | None = None) -> None:
        self.ops = ops
        # an array costs 8 bytes per static op, a dict entry about 60 per op it holds
        self.dense_from = max(32, ops // 8) if dense_from is None else dense_from
        self.empty = EMPTY

    def _array(self, clock: Clock) -> np.ndarray:
        if type(clock) is not dict:
            return clock
        out = np.full(self.ops, -1, dtype=np.int64)
        if clock:
            out[np.fromiter(clock.keys(), np.int64, len(clock))] = \
                np.fromiter(clock.values(), np.int64, len(clock))
        return out

    def join(self, a: Clock, b: Clock) -> Clock:
        if a is b:
            return a
        if type(a) is dict and type(b) is dict:
            out = sparse_join(a, b)
            if out is a or out is b or len(out) <= self.dense_from:
                return out
            return self._array(out)
        if type(b) is dict and not b:
            return a
        if type(a) is dict and not a:
            return b
        dense_a, dense_b = self._array(a), self._array(b)
        if not np.greater(dense_b, dense_a).any():
            return a
        if not np.greater(dense_a, dense_b).any():
            return b
        return np.maximum(dense_a, dense_b)

    @staticmethod
    def seen(clock: Clock, op: int) -> int:
        if type(clock) is dict:
            return clock.get(op, -1)
        return int(clock[op])

    def complete(self, clock: Clock, previous: Clock, op: int, instance: int) -> Clock:
        joined = self.join(clock, previous)
        if type(joined) is dict:
            out = dict(joined)
            out[op] = instance
            return out if len(out) <= self.dense_from else self._array(out)
        out = joined.copy()  # clocks are never changed: `joined` may be an input
        out[op] = instance
        return out


KINDS = ("mixed", "sparse", "dense")


def clocks_for(ops: int, kind: str | None = None) -> SparseClocks | MixedClocks:
    """The clocks for a run over `ops` static ops: "mixed" (the default), "sparse" (every
    clock a dict) or "dense" (every clock that holds an op an array)."""
    if kind is None or kind == "mixed":
        return MixedClocks(ops)
    if kind == "sparse":
        return SparseClocks()
    if kind == "dense":
        return MixedClocks(ops, dense_from=0)
    raise ValueError(f"unknown clocks {kind!r} ({', '.join(KINDS)})")
