"""Simulation of (ordered) LLVM IR as a dataflow machine: values, cycles, races."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from csarules.sim.api import SimResult, is_ordered, simulate
    from csarules.sim.timing import Latency

# Imported on first use: `csarules sim`'s options are built on every run of any command.
_LAZY = {"SimResult": "api", "is_ordered": "api", "simulate": "api", "Latency": "timing"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = ["Latency", "SimResult", "is_ordered", "simulate"]
