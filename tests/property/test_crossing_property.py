"""Two-pointer loops ordered in standard mode run race-free with their sequential values,
and the crossing-bounds rule does fire on many of them (a generator on which it never
fired could not catch a wrong release)."""

from __future__ import annotations

from crossing_programs import crossing_programs
from hypothesis import HealthCheck, given, settings
from programs import Program
from runs import assert_correct_ordering, derive_program, run, verify

from csarules.order.pipeline import materialise_outcome

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


def crossing_releases(outcome) -> set[tuple]:
    """Carried pairs found disjoint that the same-base distance test did not cover."""
    disjoint = set(outcome.result.relation("carried_disjoint"))
    affine = {t[:3] for t in outcome.result.relation("carried_affine")}
    return {t for t in disjoint if t not in affine}


def test_two_pointer_loops_are_ordered_correctly() -> None:
    fired: list[bool] = []

    @SETTINGS
    @given(crossing_programs())
    def check(program: Program) -> None:
        verify(program.text)
        reference = run(program, program.text)
        outcome = derive_program(program, "standard")
        ordered = materialise_outcome(outcome)
        verify(ordered)
        assert_correct_ordering(program, ordered, "standard", reference)
        fired.append(bool(crossing_releases(outcome)))

    check()
    print(f"crossing bounds released a pair in {sum(fired)} of {len(fired)} programs")
    assert sum(fired) >= len(fired) // 3, (sum(fired), len(fired))
