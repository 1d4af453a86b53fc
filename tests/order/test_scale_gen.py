"""benchmarks/scale_gen.py: seeded, valid IR of the size asked for; its many-function
modules order to the same bytes one group at a time as in one run."""

from __future__ import annotations

import sys
from pathlib import Path

import llvmlite.binding as llvm
import pytest

from csarules.ir.reader import parse_module
from csarules.order.pipeline import derive, derive_by_groups, materialise_outcome

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from scale_gen import generate  # noqa: E402


@pytest.mark.parametrize("shape", ["functions", "nest"])
def test_generated_modules_are_seeded_valid_and_sized(shape: str) -> None:
    text = generate(shape, 600, seed=3)
    assert text == generate(shape, 600, seed=3)
    assert text != generate(shape, 600, seed=4)
    llvm.parse_assembly(text).verify()
    lines = text.count("\n")
    assert 600 <= lines <= 800
    module = parse_module(text, "gen.ll")
    assert (len(module.functions) > 3) == (shape == "functions")


def test_deep_nests_are_four_to_six_loops_deep() -> None:
    from csarules.extract import extract_facts

    facts = extract_facts(parse_module(generate("nest", 400), "gen.ll"))
    depths = [depth for _, _, depth in facts["loop"]]
    assert max(depths) >= 4 and max(depths) <= 6


def test_groups_order_a_generated_module_as_one_run_does() -> None:
    module = parse_module(generate("functions", 700, seed=1), "gen.ll")
    whole = materialise_outcome(derive(module, provenance=False))
    assert materialise_outcome(derive_by_groups(module, group_lines=150)) == whole
