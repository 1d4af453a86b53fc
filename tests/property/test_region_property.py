"""Issue 7: well-formed parallel regions and sections around code whose sections touch
distinct elements: no warning, the may-alias pairs across sections are released, the
intrinsics are gone from the ordered IR, and the result still runs race-free."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from programs import Program, region_programs
from runs import assert_correct_ordering, derive_program, run, verify

from csarules.ir.reader import parse_module
from csarules.order.pipeline import materialise_outcome, order_module
from csarules.sim import simulate

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


BADLY_MARKED = """declare i32 @llvm.csa.parallel.region.entry(i32)
declare void @llvm.csa.parallel.region.exit(i32)
declare i32 @llvm.csa.parallel.section.entry(i32)
declare void @llvm.csa.parallel.section.exit(i32)

define void @f(ptr %A, ptr %B, i32 %n) {
entry:
  %reg = call i32 @llvm.csa.parallel.region.entry(i32 0)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %sec = call i32 @llvm.csa.parallel.section.entry(i32 %reg)
  %w = sext i32 %i to i64
  %b.addr = getelementptr inbounds i32, ptr %B, i64 %w
  %b = load i32, ptr %b.addr, align 4
  %a.addr = getelementptr inbounds i32, ptr %A, i64 %w
  %v = add i32 %b, 1
  store i32 %v, ptr %a.addr, align 4
  call void @llvm.csa.parallel.section.exit(i32 %sec)
  br label %latch

latch:
  %inext = add nsw i32 %i, 1
  br label %loop

exit:
  call void @llvm.csa.parallel.region.exit(i32 %reg)
  ret void
}
"""


def test_releases_are_real_a_false_promise_races() -> None:
    """A = B + 1 element breaks the promise (iteration i+1 reads what iteration i wrote):
    the released edge is really gone, and only the markers make the difference."""
    args = {"B": "i32[16]:iota", "A": "B+4", "n": "6"}
    unmarked = "\n".join(line for line in BADLY_MARKED.splitlines()
                         if not re.search(r"llvm\.csa\.parallel", line))
    for text, races in ((BADLY_MARKED, True), (unmarked, False)):
        ordered = order_module(parse_module(text, "marked.ll"), "standard")
        result = simulate(parse_module(ordered, "ordered.ll"), "f", args)
        assert (result.race_count > 0) == races, result.races
