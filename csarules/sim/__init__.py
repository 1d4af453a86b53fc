"""Simulation of (ordered) LLVM IR as a dataflow machine: values, cycles, races."""

from csarules.sim.api import SimResult, is_ordered, simulate
from csarules.sim.timing import Latency

__all__ = ["Latency", "SimResult", "is_ordered", "simulate"]
