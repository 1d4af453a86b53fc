"""Prefetches in the simulator: `llvm.prefetch`, and `llvm.csa.gated.prefetch` as it is
before ordering expands it (the unordered runs: the sequential reference and the run
that records parallel sections, which must meet the same memory operations in the same
order as the ordered run does)."""

from __future__ import annotations

from csarules.sim.ops import K_MEM, SOp
from csarules.sim.timing import Latency

PREFETCH_CALLS = ("llvm.prefetch", "llvm.csa.gated.prefetch")


def is_prefetch_call(name: str) -> bool:
    return name.startswith(PREFETCH_CALLS)


def build_prefetch(op: SOp, latency: Latency) -> SOp:
    """A prefetch occupies a memory unit as a load does (a load's latency, its instances
    issued in order) and starts when its data inputs (a gated prefetch's gate) and its
    input token are available. It reads and writes nothing, so it never races, never
    faults and the oracle ignores it; nothing waits for its output token (prefetch rule
    1), so it never holds back a later operation."""
    op.kind = K_MEM
    op.touches = False
    op.is_prefetch = True
    op.lat = latency.load
    op.ev = lambda v, mem: (None, ())
    return op
