"""Simulation of (ordered) LLVM IR as a dataflow machine: values, cycles, races."""

from __future__ import annotations

from typing import TYPE_CHECKING

from csarules.lazy import lazy_attributes

if TYPE_CHECKING:
    from csarules.sim.api import SimResult, is_ordered, simulate
    from csarules.sim.timing import Latency

# Imported on first use: `csarules sim`'s options are built on every run of any command.
_LAZY = {"SimResult": "api", "is_ordered": "api", "simulate": "api", "Latency": "timing"}


__getattr__ = lazy_attributes(__name__, _LAZY, globals())


__all__ = ["Latency", "SimResult", "is_ordered", "simulate"]
