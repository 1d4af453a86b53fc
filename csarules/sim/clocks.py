"""Vector clocks over static memory operations (races.py), stored two ways.

A clock maps each static op to the last of its instances known complete (-1: none). Clocks
are never changed once made: a join returns one of its inputs when it already covers the
other, or a new clock. Each value of a run carries one, so their cost decides how fast an
ordered program runs in the simulator:

- `SparseClocks`: a dict holding the ops seen. A join reads every entry of a clock in
  Python, which is cheap while clocks hold few ops (every test program).
- `DenseClocks`: a numpy array indexed by op. Once ordering edges carry the history of a
  whole loop body, clocks hold thousands of ops and an `all0` of hundreds of tokens joins
  hundreds of them (Lua's interpreter loop: a dict join read 1,900 entries on average,
  95% of the run); an array join is a few vectorised passes whatever the size.

Both give the same answers (tests/sim/test_clocks.py runs programs under each).
"""

from __future__ import annotations

from typing import Any

import numpy as np

Clock = Any  # dict[int, int] (SparseClocks) or a numpy int64 array (DenseClocks)

# from this many static ops on, a machine uses dense clocks
DENSE_FROM = 128


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
    def __init__(self) -> None:
        self.empty: dict[int, int] = {}
        self.join = sparse_join

    @staticmethod
    def seen(clock: dict[int, int], op: int) -> int:
        return clock.get(op, -1)

    def complete(self, clock: dict[int, int], previous: dict[int, int], op: int,
                 instance: int) -> dict[int, int]:
        """The clock after `instance` of `op` completes, knowing `clock` and the clock of
        op's previous instance."""
        out = dict(sparse_join(clock, previous))
        out[op] = instance
        return out


class DenseClocks:
    def __init__(self, ops: int) -> None:
        self.empty = np.full(ops, -1, dtype=np.int64)
        self.empty.flags.writeable = False
        empty = self.empty
        greater = np.greater
        maximum = np.maximum

        def join(a: np.ndarray, b: np.ndarray) -> np.ndarray:
            if a is b or b is empty:
                return a
            if a is empty:
                return b
            if not greater(b, a).any():
                return a
            if not greater(a, b).any():
                return b
            return maximum(a, b)

        self.join = join

    @staticmethod
    def seen(clock: np.ndarray, op: int) -> int:
        return int(clock[op])

    @staticmethod
    def complete(clock: np.ndarray, previous: np.ndarray, op: int,
                 instance: int) -> np.ndarray:
        out = np.maximum(clock, previous)  # a new array: clocks are never changed
        out[op] = instance
        return out


def clocks_for(ops: int, kind: str | None = None) -> SparseClocks | DenseClocks:
    """The clocks for a run over `ops` static ops: `kind` "sparse" or "dense", or by size."""
    if kind is None:
        kind = "dense" if ops >= DENSE_FROM else "sparse"
    if kind == "dense":
        return DenseClocks(ops)
    if kind == "sparse":
        return SparseClocks()
    raise ValueError(f"unknown clocks {kind!r} (sparse or dense)")
