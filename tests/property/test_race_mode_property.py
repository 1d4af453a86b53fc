"""Race mode orders nothing but entry and return: on a loop with a real loop-carried
conflict the simulator must see the race, and standard mode must remove it."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from programs import Program, carried_programs
from runs import assert_correct_ordering, order_program, run

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SETTINGS
@given(carried_programs())
def test_race_mode_races_where_standard_does_not(program: Program) -> None:
    reference = run(program, program.text)
    raced = run(program, order_program(program, "race"))
    assert raced.race_count > 0, sorted(program.features)
    assert_correct_ordering(program, order_program(program, "standard"), "standard",
                            reference)
