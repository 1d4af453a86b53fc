"""The ordering edge the rules derive and the materialiser connects."""

from __future__ import annotations

from typing import NamedTuple


class Edge(NamedTuple):
    """`dst` must wait for `src` in context `ctx`.

    src: instruction id (its line) of the source op, or the function's `define` line for the
    entry token (mementry). dst: instruction id of the waiting op (any orderable op, including
    `ret`). ctx: 0 when ordered within one iteration; else the Block.id of the header of the
    outermost loop whose backedge the path from src to dst crosses.

    A named tuple (immutable, ordered and hashed by its fields, as a frozen ordered
    dataclass would be) because a large function has a million or more: a dataclass
    costs about a microsecond each to make.
    """

    src: int
    dst: int
    ctx: int
