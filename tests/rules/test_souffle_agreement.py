"""The shipped rules give the same answers in the embedded engine and in real Soufflé.

Soufflé is not installable from the package registries, so this runs wherever a
`souffle` binary is on PATH and is skipped (with the reason) elsewhere.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from csarules.engine import load_program, make_engine
from csarules.extract import extract_facts
from csarules.ir.reader import read_module

ROOT = Path(__file__).resolve().parents[2]
# the modes, and the standard mode as `order` runs it (asking about the listed pairs)
PROGRAMS = ("modes/linear", "modes/race", "modes/standard", "listed/standard")
OUTPUTS = ("required", "emitted", "released", "warning")
# A spread of shapes: loops, nests, calls, atomics, regions (good and bad), prefetch, MMRA,
# two-pointer loops.
SAMPLE = [
    "tests/inputs/gen/loop_recurrence.clang19.O1.ll",
    "tests/inputs/gen/nested_2d.clang14.O2.ll",
    "tests/inputs/gen/call_in_loop.clang19.O2.ll",
    "tests/inputs/gen/atomics.clang19.O1.ll",
    "tests/inputs/gen/histogram.clang19.O2unroll.ll",
    "tests/inputs/gen/parallel_unrolled.clang19.O2.ll",
    "tests/inputs/gen/prefetch_loop.clang14.O1.ll",
    "tests/inputs/spec/st1_st2_st3.ll",
    "tests/inputs/spec/two_paths_error.ll",
    "tests/inputs/spec/section_membership.ll",
    "tests/inputs/mmra/fence_tags.ll",
    "benchmarks/kernels/matmul.ll",
    "tests/inputs/gen/two_pointer.clang19.O2.ll",
    # trip counts (last_iteration) and call-fixed addresses (addr_fixed)
    "tests/extract/inputs/trip_counts.ll",
    # LLVM's alias knowledge (rules/alias.dl): TBAA, scopes, errno, calls via arguments
    "tests/lit/alias/tbaa_nested_struct.ll",
    "tests/lit/alias/inlined_restrict.ll",
    "tests/lit/alias/vectorised_loop.ll",
    "tests/lit/alias/errno_location.ll",
    "tests/lit/alias/readonly_argument.ll",
    # the transitive reduction across loop levels (ordering.dl, dom_via and level_apart)
    "tests/lit/standard/across_loop_nests.ll",
    "tests/lit/standard/across_later_iteration_kept.ll",
]

needs_souffle = pytest.mark.souffle


@needs_souffle
@pytest.mark.parametrize("mode", PROGRAMS)
@pytest.mark.parametrize("name", SAMPLE)
def test_embedded_and_souffle_agree(name: str, mode: str) -> None:
    program = load_program(ROOT / "rules" / f"{mode}.dl")
    facts = extract_facts(read_module(ROOT / name))
    embedded = make_engine("embedded").run(program, facts)
    souffle = make_engine("souffle").run(program, facts)
    for relation in OUTPUTS:
        assert souffle.relation(relation) == embedded.relation(relation), relation


def test_sample_files_exist() -> None:
    missing = [name for name in SAMPLE if not (ROOT / name).is_file()]
    assert not missing


@needs_souffle
def test_embedded_and_souffle_agree_on_a_deep_nest() -> None:
    # covers found and pairs left unasked (rules/listing.dl) on a generated deep nest
    import sys

    from csarules.ir.reader import parse_module

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from scale_gen import generate

    program = load_program(ROOT / "rules" / "listed" / "standard.dl")
    facts = extract_facts(parse_module(generate("nest", 600, 3), "nest.ll"))
    embedded = make_engine("embedded").run(program, facts)
    souffle = make_engine("souffle").run(program, facts)
    assert embedded.relation("cover") and embedded.relation("emitted")
    for relation in OUTPUTS:
        assert souffle.relation(relation) == embedded.relation(relation), relation
