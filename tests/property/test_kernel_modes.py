"""The benchmark kernels with their kernels.json arguments: standard and linear runs are
race-free, give the unordered program's values, and a random legal schedule agrees.

Ordering every corpus file in every mode is tests/cli/test_corpus_modes.py; linear's race
freedom and the oracle bound on kernels are tests/sim/test_sim_quality.py. What neither
checks: standard's race freedom, the values, and the random schedule for every kernel."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from csarules.expand.expand import expand_module
from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import order_module
from csarules.sim import simulate

KERNELS = Path(__file__).resolve().parents[2] / "benchmarks" / "kernels"
KERNEL_LIST = json.loads((KERNELS / "kernels.json").read_text())["kernels"]


@pytest.mark.parametrize("mode", ["standard", "linear"])
@pytest.mark.parametrize("kernel", KERNEL_LIST, ids=[k["name"] for k in KERNEL_LIST])
def test_kernel_ordering_is_correct(kernel: dict, mode: str) -> None:
    args = {name: kernel["args"][name] for name in kernel["arg_order"]}
    externs = tuple(kernel.get("externs", ()))
    if not kernel.get("parallel", {}).get("correct", True):
        pytest.skip("wrongly marked parallel on purpose (tests/sim/test_sim_quality.py)")
    # loop markers (the *_par kernels) expanded first, as `csarules order` does
    module = expand_module(read_module(KERNELS / kernel["file"])).module
    reference = simulate(module, kernel["entry"], args, externs=externs)
    ordered = parse_module(order_module(module, mode), f"{kernel['file']}[{mode}]")
    result = simulate(ordered, kernel["entry"], args, externs=externs)
    assert result.race_count == 0, result.races
    assert result.return_value == reference.return_value
    assert result.final_memory_digest == reference.final_memory_digest
    for seed in (1, 2):
        shuffled = simulate(ordered, kernel["entry"], args, externs=externs,
                            schedule="random", seed=seed)
        assert shuffled.matches_sequential, (seed, shuffled.differences)
