"""Every corpus input, ordered in every mode, is IR that LLVM's verifier accepts."""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.ir.reader import parse_module, read_module
from csarules.order.pipeline import order_module
from csarules.rules_dir import available_modes

ROOT = Path(__file__).resolve().parents[2]
INPUTS = sorted(
    str(p.relative_to(ROOT))
    for pattern in ("tests/inputs/gen/*.ll", "tests/inputs/spec/*.ll",
                    "tests/inputs/mmra/*.ll", "benchmarks/kernels/*.ll", "examples/*.ll")
    for p in ROOT.glob(pattern)
)


def test_all_modes_are_shipped() -> None:
    assert {"linear", "race", "standard"} <= set(available_modes())


@pytest.mark.parametrize("name", INPUTS)
def test_every_mode_output_verifies(name: str) -> None:
    module = read_module(ROOT / name)
    for mode in ("linear", "race", "standard"):
        text = order_module(module, mode)
        # parse_module verifies; every function's entry gets its mementry
        ordered = parse_module(text, f"{name}[{mode}]")
        assert text.count("@llvm.csa.mementry()") >= len(ordered.functions)
        assert "llvm.csa.parallel." not in text.replace("declare", "")
