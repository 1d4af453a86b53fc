"""Sparse and dense vector clocks (csarules/sim/clocks.py) give the same answers.

The dense clocks exist for speed on large ordered programs; the sparse ones are the
obvious implementation. Each operation is compared on random clocks, and whole runs of
the benchmark kernels (unordered, with their races, and ordered in each mode, under both
schedules) must report the same cycles, races and results either way.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from simkit import KERNELS

from csarules.expand.expand import expand_module
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate
from csarules.sim.clocks import DENSE_FROM, DenseClocks, SparseClocks, clocks_for

OPS = 12


def dense_of(clock: dict[int, int], clocks: DenseClocks) -> np.ndarray:
    if not clock:
        return clocks.empty
    out = clocks.empty.copy()
    for op, instance in clock.items():
        out[op] = instance
    return out


def sparse_of(clock: np.ndarray) -> dict[int, int]:
    return {op: int(x) for op, x in enumerate(clock) if x >= 0}


clock_st = st.dictionaries(st.integers(0, OPS - 1), st.integers(0, 5), max_size=OPS)


@settings(max_examples=300, deadline=None)
@given(clock_st, clock_st, st.integers(0, OPS - 1), st.integers(0, 9))
def test_operations_agree(a: dict[int, int], b: dict[int, int], op: int, instance: int) -> None:
    sparse, dense = SparseClocks(), DenseClocks(OPS)
    da, db = dense_of(a, dense), dense_of(b, dense)
    joined = dense.join(da, db)
    assert sparse_of(joined) == sparse.join(a, b)
    # an input that already covers the other comes back itself, as the sparse join does
    # (later joins then skip it by identity)
    if all(a.get(k, -1) >= x for k, x in b.items()):
        assert joined is da
    elif all(b.get(k, -1) >= x for k, x in a.items()):
        assert joined is db
    assert sparse_of(dense.complete(da, db, op, instance)) == sparse.complete(a, b, op, instance)
    assert all(dense.seen(da, k) == sparse.seen(a, k) for k in range(OPS))


def test_clocks_are_never_changed() -> None:
    dense = DenseClocks(4)
    a = dense.complete(dense.empty, dense.empty, 1, 0)
    b = dense.complete(a, dense.empty, 2, 0)
    assert sparse_of(a) == {1: 0} and sparse_of(b) == {1: 0, 2: 0}
    assert sparse_of(dense.empty) == {}
    with pytest.raises(ValueError):
        dense.empty[0] = 3


def test_choice_by_size() -> None:
    assert isinstance(clocks_for(DENSE_FROM - 1), SparseClocks)
    assert isinstance(clocks_for(DENSE_FROM), DenseClocks)
    assert isinstance(clocks_for(1, "dense"), DenseClocks)
    with pytest.raises(ValueError):
        clocks_for(1, "other")


_DOC = json.loads((KERNELS / "kernels.json").read_text())
KERNEL_LIST = _DOC["kernels"]


def _facts(result) -> tuple:
    return (result.cycles, result.oracle_cycles, result.races, result.race_count,
            result.return_value, result.output, result.final_memory_digest, result.dynamic,
            result.matches_sequential, result.differences)


@pytest.mark.parametrize("kernel", KERNEL_LIST, ids=[k["name"] for k in KERNEL_LIST])
def test_kernel_runs_agree(kernel: dict) -> None:
    module = expand_module(read_module(KERNELS / kernel["file"])).module
    args = {name: kernel["args"][name] for name in kernel["arg_order"]}
    externs = tuple(kernel.get("externs", ()))
    programs = [("unordered", module)]
    for mode in ("linear", "standard", "race"):
        programs.append((mode, parse_module(order_module(module, mode), f"{mode}.ll")))
    for label, program in programs:
        for schedule in ("sequential", "random"):
            runs = [simulate(program, kernel["entry"], args, externs=externs, schedule=schedule,
                             sections_from=module, clocks=kind)
                    for kind in ("sparse", "dense")]
            assert _facts(runs[0]) == _facts(runs[1]), (label, schedule)
