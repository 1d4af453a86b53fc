"""Issue 7: well-formed parallel regions and sections around code whose sections touch
distinct elements: no warning, the may-alias pairs across sections are released, the
intrinsics are gone from the ordered IR, and the result still runs race-free."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from programs import Program, region_programs
from runs import assert_correct_ordering, derive_program, run, verify

from csarules.order.pipeline import materialise_outcome

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(region_programs())
def test_well_formed_regions_release_and_stay_race_free(program: Program) -> None:
    verify(program.text)
    reference = run(program, program.text)  # the simulator runs the markers as no-ops
    outcome = derive_program(program, "standard")
    edges = outcome.functions[program.entry]
    assert edges.warnings == []
    if program.expect_release:
        assert any(p.why.startswith("parallel") for p in edges.released), edges.released
    ordered = materialise_outcome(outcome)
    verify(ordered)
    assert "llvm.csa.parallel" not in ordered
    assert_correct_ordering(program, ordered, "standard", reference)
